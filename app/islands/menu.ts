/**
 * The phone menu (a <details> the server rendered closed, app/components/site-header.tsx): its
 * summary's label and icon follow the menu's state, and a link followed closes the menu first, as
 * a reader expects. Without this script the menu still opens and closes.
 */
export function mount(summary: HTMLElement): void {
  const details = summary.closest("details");
  const menu = document.getElementById(summary.getAttribute("aria-controls") ?? "");
  if (!details || !menu) return;
  const { openLabel = "", closeLabel = "" } = summary.dataset;
  const show = () => {
    const open = details.open;
    summary.setAttribute("aria-expanded", String(open));
    summary.setAttribute("aria-label", open ? closeLabel : openLabel);
    for (const icon of summary.querySelectorAll<HTMLElement>("[data-when]")) {
      icon.hidden = icon.dataset.when !== (open ? "open" : "closed");
    }
  };
  details.addEventListener("toggle", show);
  show();
  menu.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) details.open = false;
  });
}
