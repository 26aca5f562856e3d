import { Link2, Share2 } from "~/components/icons";
import { useContext, useSyncExternalStore } from "react";
import { toast } from "sonner";
import { sharerUrl, type ShareNetwork } from "~/lib/share";
import { pageTitle } from "~/lib/site-settings";
import { texts } from "~/lib/texts";
import { useSiteSettings } from "~/components/use-root-data";
import { FacebookIcon, LinkedinIcon, WhatsappIcon, XIcon } from "./brand-icons";
import { RenderedParts } from "./rendered-parts";

const networks: { id: ShareNetwork; label: string; Icon: typeof FacebookIcon; tone: string }[] = [
  { id: "facebook", label: texts.share.facebook, Icon: FacebookIcon, tone: "text-[#1877F2]" },
  { id: "whatsapp", label: texts.share.whatsapp, Icon: WhatsappIcon, tone: "text-[#25D366]" },
  { id: "x", label: texts.share.x, Icon: XIcon, tone: "text-slate-900 dark:text-white" },
  { id: "linkedin", label: texts.share.linkedin, Icon: LinkedinIcon, tone: "text-[#0A66C2]" },
];

const buttonClass =
  "inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow-sm transition hover:border-slate-300 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-slate-600 dark:hover:bg-slate-800";

// navigator.share exists only in some browsers: the server and the first client render both say
// "no", then the browser's real answer shows the button, so hydration always matches.
const noSubscription = () => () => {};
function useCanShareNatively(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === "function",
    () => false,
  );
}

/**
 * Share buttons for an article; `url` is its canonical URL. What is the article's own (its
 * address, title and sharers' addresses) is on the panel, and the buttons are the same on every
 * article: an HTML-first page takes them rendered once (app/html-first-parts.tsx), and
 * app/islands/share.ts answers them there.
 */
export function SharePanel({ url, title }: { url: string; title: string }) {
  const parts = useContext(RenderedParts);
  // The post says where the article is from, as the tab's title does: "Judul | Nama situs".
  const text = pageTitle(useSiteSettings(), title);
  if (parts?.shareButtons) {
    return (
      <section
        {...panelAttributes}
        {...articleData(url, text)}
        dangerouslySetInnerHTML={{ __html: parts.place(parts.shareButtons) }}
      />
    );
  }
  return <LiveSharePanel url={url} text={text} />;
}

// What app/islands/share.ts needs of the article: its address and title, and each sharer's
// address for them (`data-sharer-facebook`, …).
function articleData(url: string, text: string): Record<string, string> {
  const data: Record<string, string> = { "data-url": url, "data-title": text };
  for (const { id } of networks) data[`data-sharer-${id}`] = sharerUrl(id, url, text);
  return data;
}

const panelAttributes = {
  "aria-labelledby": "bagikan",
  "data-island": "share",
  className:
    "mt-12 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900/60",
};

function LiveSharePanel({ url, text }: { url: string; text: string }) {
  const canShare = useCanShareNatively();

  function openNetwork(network: ShareNetwork, label: string) {
    // "noopener" in the features would make window.open return null even on success, so the
    // opener is cut by hand instead: a null return then really means the tab was blocked.
    const opened = window.open(sharerUrl(network, url, text), "_blank");
    if (!opened) {
      toast.error(texts.share.openFailed(label));
      return;
    }
    opened.opener = null;
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(texts.share.copiedTitle, { description: texts.share.copiedText });
    } catch {
      toast.error(texts.share.copyFailed);
    }
  }

  async function shareNatively() {
    try {
      await navigator.share({ title: text, url });
      toast.success(texts.share.sharedTitle, { description: texts.share.sharedText });
    } catch (error) {
      // The reader closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return;
      toast.error(texts.share.openFailed(texts.share.native));
    }
  }

  return (
    <section {...panelAttributes} {...articleData(url, text)}>
      <ShareButtons
        canShare={canShare}
        onNetwork={openNetwork}
        onCopy={copyLink}
        onNative={shareNatively}
      />
    </section>
  );
}

/** What the panel holds, the same for every article; the handlers only where React runs. */
export function ShareButtons({
  canShare = false,
  onNetwork,
  onCopy,
  onNative,
}: {
  canShare?: boolean;
  onNetwork?: (network: ShareNetwork, label: string) => void;
  onCopy?: () => void;
  onNative?: () => void;
}) {
  return (
    <>
      <h2 id="bagikan" className="flex items-center gap-2 text-base font-semibold">
        <Share2 className="size-4 text-brand-600 dark:text-brand-100" aria-hidden />
        {texts.share.title}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {networks.map(({ id, label, Icon, tone }) => (
          <li key={id}>
            <button
              type="button"
              className={buttonClass}
              onClick={onNetwork && (() => onNetwork(id, label))}
              data-network={id}
              data-failed={texts.share.openFailed(label)}
            >
              <Icon className={`size-4 ${tone}`} />
              {label}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className={buttonClass} onClick={onCopy} data-action="copy">
            <Link2 className="size-4 text-slate-500 dark:text-slate-400" aria-hidden />
            {texts.share.copy}
          </button>
        </li>
        {/* Only where the browser has a share sheet: shown after load, hidden before. */}
        <li hidden={!canShare}>
          <button type="button" className={buttonClass} onClick={onNative} data-action="native">
            <Share2 className="size-4 text-slate-500 dark:text-slate-400" aria-hidden />
            {texts.share.native}
          </button>
        </li>
      </ul>
    </>
  );
}
