/** The not-found page's "back" and "reload" buttons: buttons without a form do nothing alone. */
export function mount(container: HTMLElement): void {
  container.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button?.dataset.action === "back") history.back();
    else if (button?.dataset.action === "reload") location.reload();
  });
}
