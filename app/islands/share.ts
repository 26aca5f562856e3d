import { texts } from "~/lib/texts";
import { toast } from "./toast";

/**
 * The article's share panel: each network's button opens its sharer (the address the server put
 * in the panel's `data-sharer-<network>`) in a new tab without an opener, "copy" puts the
 * article's address (`data-url`) on the clipboard, and the device's own share sheet is offered
 * where the browser has one.
 */
export function mount(panel: HTMLElement): void {
  const native = panel.querySelector<HTMLElement>('[data-action="native"]');
  const canShare = typeof navigator.share === "function";
  if (native && canShare) native.closest("li")?.removeAttribute("hidden");
  panel.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button) return;
    const { url = "", title = "" } = panel.dataset;
    const { action, network, failed = "" } = button.dataset;
    const href = network && panel.getAttribute(`data-sharer-${network}`);
    if (href) {
      // "noopener" in the features would make window.open return null even on success, so the
      // opener is cut by hand instead: a null return then really means the tab was blocked.
      const opened = window.open(href, "_blank");
      if (!opened) toast("error", failed);
      else opened.opener = null;
    } else if (action === "copy") {
      navigator.clipboard.writeText(url).then(
        () => toast("success", texts.share.copiedTitle, texts.share.copiedText),
        () => toast("error", texts.share.copyFailed),
      );
    } else if (action === "native") {
      navigator.share({ title, url }).then(
        () => toast("success", texts.share.sharedTitle, texts.share.sharedText),
        (error: unknown) => {
          // The reader closing the share sheet is not a failure.
          if (error instanceof DOMException && error.name === "AbortError") return;
          toast("error", texts.share.openFailed(texts.share.native));
        },
      );
    }
  });
}
