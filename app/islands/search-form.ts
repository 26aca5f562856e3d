import { searchHref } from "~/lib/list-href";

/**
 * The home page's search: without JavaScript it is a plain GET form; with it, empty fields are
 * left out of the address and a category choice applies at once.
 */
export function mount(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    location.assign(searchHref(form));
  });
  form.addEventListener("change", (event) => {
    if (event.target instanceof HTMLSelectElement) location.assign(searchHref(form));
  });
}
