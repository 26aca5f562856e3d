import { Moon, Sun } from "~/components/icons";
import { themeStorageKey } from "~/lib/theme";
import { texts } from "~/lib/texts";

export function ThemeToggle() {
  function toggle() {
    const dark = document.documentElement.classList.toggle("dark");
    try {
      localStorage.setItem(themeStorageKey, dark ? "dark" : "light");
    } catch {
      // Private browsing may refuse storage; the switch still applies to this page.
    }
  }

  // Both icons are rendered and CSS picks one, so the server's HTML matches any saved theme.
  return (
    <button
      type="button"
      onClick={toggle}
      // On HTML-first pages the same switch is app/islands/theme-toggle.ts.
      data-island="theme-toggle"
      aria-label={texts.nav.toggleTheme}
      title={texts.nav.toggleTheme}
      className="rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      <Moon className="size-5 dark:hidden" aria-hidden />
      <Sun className="hidden size-5 dark:block" aria-hidden />
    </button>
  );
}
