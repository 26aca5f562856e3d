/**
 * The phone menu's button: shows and hides the menu the server rendered hidden (`aria-controls`),
 * with the button's label and icon following. The texts come from the button's data attributes,
 * so that the reader's texts stay in the HTML and out of the script.
 */
export function mount(button: HTMLElement): void {
  const menu = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!menu) return;
  const { openLabel = "", closeLabel = "" } = button.dataset;
  const show = (open: boolean) => {
    menu.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
    button.setAttribute("aria-label", open ? closeLabel : openLabel);
    for (const icon of button.querySelectorAll<HTMLElement>("[data-when]")) {
      icon.hidden = icon.dataset.when !== (open ? "open" : "closed");
    }
  };
  button.addEventListener("click", () => show(menu.hidden !== false));
  // A link in the menu loads its page; the menu closes first, as a reader expects.
  menu.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) show(false);
  });
}
