import { texts } from "~/lib/texts";

/**
 * The image viewer of an HTML-first page: the content's images (not those inside a link) open on
 * a click, Enter or Space in a modal <dialog> with zoom (50 % to 300 % in steps of 20 %, SPEC.md
 * §9, also with + and −), rotation, Escape and a click beside the image to close, scrolling locked
 * behind it, and the focus back on the opener afterwards; so does the article's cover button
 * (`data-viewer-src`). The same behaviour as the React viewer (app/components/image-viewer.tsx)
 * of hydrated pages, in plain DOM.
 */
export function mount(element: HTMLElement): void {
  // The article's cover: a button that names its image.
  const { viewerSrc, viewerSrcset, viewerAlt = "" } = element.dataset;
  if (viewerSrc) {
    element.addEventListener("click", () =>
      open(element, { src: viewerSrc, srcset: viewerSrcset, alt: viewerAlt }),
    );
    return;
  }
  // The content's images, but those inside a link.
  for (const img of viewable(element)) {
    img.tabIndex = 0;
    img.setAttribute("role", "button");
    img.setAttribute("aria-label", texts.viewer.open(img.alt));
  }
  const openFrom = (target: EventTarget | null) => {
    if (!(target instanceof HTMLImageElement) || target.closest("a")) return false;
    open(target, { src: target.currentSrc || target.src, srcset: target.srcset, alt: target.alt });
    return true;
  };
  element.addEventListener("click", (event) => openFrom(event.target));
  element.addEventListener("keydown", (event) => {
    if ((event.key === "Enter" || event.key === " ") && openFrom(event.target)) {
      event.preventDefault();
    }
  });
}

function viewable(content: HTMLElement): HTMLImageElement[] {
  return [...content.querySelectorAll("img")].filter((img) => !img.closest("a"));
}

interface ViewedImage {
  src: string;
  srcset?: string;
  alt: string;
}

// Lucide's icons (ISC), as the React viewer shows them.
const icons = {
  zoomOut:
    '<circle cx="11" cy="11" r="8"/><line x1="21" x2="16.65" y1="21" y2="16.65"/><line x1="8" x2="14" y1="11" y2="11"/>',
  zoomIn:
    '<circle cx="11" cy="11" r="8"/><line x1="21" x2="16.65" y1="21" y2="16.65"/><line x1="11" x2="11" y1="8" y2="14"/><line x1="8" x2="14" y1="11" y2="11"/>',
  rotate: '<path d="M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8"/><path d="M21 3v5h-5"/>',
  close: '<path d="M18 6 6 18"/><path d="m6 6 12 12"/>',
};

const minStep = -3;
const maxStep = 10;
const zoomForStep = (step: number) => Math.min(3, Math.max(0.5, 1 + step / 5));

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

function toolButton(name: keyof typeof icons, text: string): HTMLButtonElement {
  const button = element(
    "button",
    "grid size-10 place-items-center rounded-full transition-colors hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent",
    { type: "button", "aria-label": text, title: text },
  );
  button.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" class="size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${icons[name]}</svg>`;
  return button;
}

function open(opener: HTMLElement, viewed: ViewedImage): void {
  const t = texts.viewer;
  let step = 0;
  let quarterTurns = 0;
  const dialog = element(
    "dialog",
    "fixed inset-0 z-50 m-0 h-full max-h-none w-full max-w-none border-0 bg-slate-950/90 p-0 text-white outline-none backdrop:bg-transparent",
    { "aria-labelledby": "penampil-judul", "aria-describedby": "penampil-petunjuk" },
  );
  const title = element("h2", "sr-only", { id: "penampil-judul" });
  title.textContent = viewed.alt || t.title;
  const hint = element("p", "sr-only", { id: "penampil-petunjuk" });
  hint.textContent = t.hint;
  const stage = element(
    "div",
    "flex h-full w-full items-center justify-center overflow-hidden px-4 pt-20 pb-6",
    { "data-testid": "image-viewer-stage" },
  );
  const image = element(
    "img",
    "rounded-lg object-contain shadow-2xl transition-transform duration-200 ease-out select-none motion-reduce:transition-none",
    { sizes: "100vw", draggable: "false" },
  );
  image.src = viewed.src;
  if (viewed.srcset) image.srcset = viewed.srcset;
  image.alt = viewed.alt;
  stage.append(image);

  const zoomOut = toolButton("zoomOut", t.zoomOut);
  const zoomIn = toolButton("zoomIn", t.zoomIn);
  const rotate = toolButton("rotate", t.rotate);
  const close = toolButton("close", t.close);
  const level = element("output", "min-w-14 text-center text-sm font-semibold tabular-nums", {
    "aria-label": t.zoomLevel,
    "aria-live": "polite",
  });
  const toolbar = element(
    "div",
    "pointer-events-auto flex items-center gap-1 rounded-full bg-slate-900/80 p-1.5 text-white shadow-lg ring-1 ring-white/15 backdrop-blur",
    { role: "toolbar", "aria-label": t.title },
  );
  toolbar.append(
    zoomOut,
    level,
    zoomIn,
    element("span", "mx-1 h-6 w-px bg-white/20", { "aria-hidden": "true" }),
    rotate,
    close,
  );
  const bar = element(
    "div",
    "pointer-events-none absolute inset-x-0 top-0 flex justify-center p-4",
  );
  bar.append(toolbar);
  dialog.append(title, hint, stage, bar);

  const show = () => {
    const zoom = zoomForStep(step);
    // Turned sideways, the image's width runs along the stage's height: the limits swap.
    const sideways = quarterTurns % 2 === 1;
    image.classList.toggle("max-h-[calc(100dvh-6.5rem)]", !sideways);
    image.classList.toggle("max-w-[calc(100vw-2rem)]", !sideways);
    image.classList.toggle("max-h-[calc(100vw-2rem)]", sideways);
    image.classList.toggle("max-w-[calc(100dvh-6.5rem)]", sideways);
    image.style.transform = `scale(${zoom}) rotate(${quarterTurns * 90}deg)`;
    image.dataset.zoom = String(zoom);
    image.dataset.rotation = String((quarterTurns * 90) % 360);
    level.textContent = `${Math.round(zoom * 100)}%`;
    // aria-disabled rather than disabled: a disabled button drops the focus out of the dialog.
    for (const [button, atLimit] of [
      [zoomIn, step >= maxStep],
      [zoomOut, step <= minStep],
    ] as const) {
      if (atLimit) button.setAttribute("aria-disabled", "true");
      else button.removeAttribute("aria-disabled");
    }
  };
  const zoomBy = (delta: number) => {
    step = Math.min(maxStep, Math.max(minStep, step + delta));
    show();
  };
  zoomIn.addEventListener("click", () => zoomBy(1));
  zoomOut.addEventListener("click", () => zoomBy(-1));
  rotate.addEventListener("click", () => {
    quarterTurns++;
    show();
  });
  close.addEventListener("click", () => dialog.close());
  // A click on the dark stage, away from the image and the controls, closes the viewer.
  stage.addEventListener("click", (event) => {
    if (event.target === stage) dialog.close();
  });
  dialog.addEventListener("keydown", (event) => {
    if (["+", "="].includes(event.key)) zoomBy(1);
    else if (["-", "_", "−"].includes(event.key)) zoomBy(-1);
    else if (event.key === "Tab") {
      // The focus goes round the viewer's controls and never back to the page behind it.
      const controls = [zoomOut, zoomIn, rotate, close];
      const at = controls.indexOf(document.activeElement as HTMLButtonElement);
      const next = event.shiftKey ? at - 1 : at + 1;
      controls.at(next % controls.length)?.focus();
    } else return;
    event.preventDefault();
  });
  const overflow = document.body.style.overflow;
  dialog.addEventListener("close", () => {
    dialog.remove();
    document.body.style.overflow = overflow;
    opener.focus({ preventScroll: true });
  });

  show();
  document.body.append(dialog);
  document.body.style.overflow = "hidden";
  dialog.showModal();
  close.focus();
}
