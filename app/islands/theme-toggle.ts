import { themeStorageKey } from "~/lib/theme";

/** The header's light/dark switch: the class on <html> (set before paint) and the saved choice. */
export function mount(button: HTMLElement): void {
  button.addEventListener("click", () => {
    const dark = document.documentElement.classList.toggle("dark");
    try {
      localStorage.setItem(themeStorageKey, dark ? "dark" : "light");
    } catch {
      // Private browsing may refuse storage; the switch still applies to this page.
    }
  });
}
