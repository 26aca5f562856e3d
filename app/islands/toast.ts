/**
 * Toasts for HTML-first pages: a few lines instead of sonner and React. The region is in the
 * server's HTML (`data-toasts`, with its label and the close button's text), so it is announced
 * by screen readers from the first toast on. Each toast closes by its button or after 5 s.
 */
export function toast(kind: "success" | "error", title: string, description?: string): void {
  const region = document.querySelector<HTMLElement>("[data-toasts]");
  if (!region) return;
  const item = document.createElement("div");
  item.setAttribute("role", kind === "error" ? "alert" : "status");
  item.dataset.toast = kind;
  item.className = `pointer-events-auto flex w-80 max-w-[calc(100vw-2rem)] items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${
    kind === "error"
      ? "border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
      : "border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
  }`;
  const text = document.createElement("div");
  text.className = "flex-1";
  const strong = document.createElement("strong");
  strong.className = "block font-semibold";
  strong.textContent = title;
  text.append(strong);
  if (description) {
    const detail = document.createElement("p");
    detail.className = "mt-0.5";
    detail.textContent = description;
    text.append(detail);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "×";
  close.className = "rounded px-1 text-lg leading-none opacity-70 hover:opacity-100";
  close.setAttribute("aria-label", region.dataset.closeLabel ?? "");
  const remove = () => item.remove();
  close.addEventListener("click", remove);
  item.append(text, close);
  region.append(item);
  setTimeout(remove, 5000);
}
