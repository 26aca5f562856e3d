import { embedPlayerUrl, isEmbedProvider, providers } from "~/lib/embeds";
import { texts } from "~/lib/texts";

/**
 * The article's embeds (docs/decisions/0025-block-set.md): each `<figure data-embed>` is a link
 * to the original until the reader presses its "Muat …" button; only then is the player, built
 * from provider and id alone, loaded in a sandboxed iframe the CSP's frame-src allows. Nothing
 * is requested from the provider before.
 */
export function mount(element: HTMLElement): void {
  for (const figure of element.querySelectorAll<HTMLElement>("figure[data-embed]")) {
    facade(figure);
  }
}

function facade(figure: HTMLElement): void {
  const provider = figure.dataset.embed ?? "";
  const src = embedPlayerUrl(provider, figure.dataset.id ?? "");
  if (!src || !isEmbedProvider(provider) || figure.querySelector(".embed-facade")) return;
  const { name, kind, ratio } = providers[provider];
  const box = document.createElement("div");
  box.className = "embed-facade";
  const label = document.createElement("p");
  label.className = "embed-provider";
  label.textContent = name;
  const notice = document.createElement("p");
  notice.className = "embed-notice";
  notice.textContent = texts.embeds.notice(name);
  const button = document.createElement("button");
  button.type = "button";
  button.className = "embed-load";
  button.textContent = texts.embeds.load(kind, name);
  const link = figure.querySelector(":scope > a");
  box.append(label, ...(link ? [link] : []), notice, button);
  figure.prepend(box);
  button.addEventListener("click", () => {
    const frame = document.createElement("iframe");
    frame.src = src;
    frame.title = texts.embeds.frameTitle(name);
    frame.className = "embed-frame";
    frame.style.aspectRatio = ratio;
    frame.setAttribute(
      "sandbox",
      "allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation",
    );
    frame.allow = "autoplay; encrypted-media; fullscreen; picture-in-picture";
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    // The link to the original stays below the player.
    box.replaceWith(frame, ...(link ? [link] : []));
    figure.dataset.loaded = "";
    frame.focus();
  });
}
