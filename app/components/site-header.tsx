import { Menu, X } from "~/components/icons";
import { useContext, useState, type Dispatch, type SetStateAction } from "react";
import { useLocation } from "react-router";
import type { ReaderSite } from "~/lib/reader-shapes";
import { texts } from "~/lib/texts";
import { useSiteSettings } from "./use-root-data";
import { Logo, PlainLogo } from "./logo";
import { RenderedParts } from "./rendered-parts";
import { ThemeToggle } from "./theme-toggle";

// "Admin" leads to /admin/login and stays marked on every admin address (/admin/auth too).
const navItems = [
  { to: "/", label: texts.nav.home, isActive: (path: string) => path === "/" },
  {
    to: "/admin/login",
    label: texts.nav.admin,
    isActive: (path: string) => path.startsWith("/admin"),
  },
];

function navClass(isActive: boolean) {
  return [
    "rounded-lg px-3 py-2 text-sm font-medium transition-colors",
    isActive
      ? "bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-white"
      : "text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
  ].join(" ");
}

/** The menu item a page is (its `to`), or "" when it is none of them. */
export function currentNavItem(pathname: string): string {
  return navItems.find((item) => item.isActive(pathname))?.to ?? "";
}

const headerClass =
  "sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90";

export function SiteHeader() {
  const parts = useContext(RenderedParts);
  const site = useSiteSettings();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  if (parts?.header) {
    return (
      <header
        className={headerClass}
        dangerouslySetInnerHTML={{ __html: parts.place(parts.header) }}
      />
    );
  }
  return (
    <header className={headerClass}>
      <HeaderContent
        site={site}
        current={currentNavItem(pathname)}
        menuOpen={menuOpen}
        setMenuOpen={setMenuOpen}
      />
    </header>
  );
}

/**
 * What the header holds. `plain` renders it without React Router (a plain logo link), so that it
 * can be rendered apart from any request; the islands open its menu then.
 */
export function HeaderContent({
  site,
  current,
  plain = false,
  menuOpen = false,
  setMenuOpen,
}: {
  site: ReaderSite;
  current: string;
  plain?: boolean;
  menuOpen?: boolean;
  setMenuOpen?: Dispatch<SetStateAction<boolean>>;
}) {
  return (
    <>
      <a
        href="#konten"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:rounded focus:bg-white focus:px-3 focus:py-2 dark:focus:bg-slate-900"
      >
        {texts.nav.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        {plain ? <PlainLogo site={site} /> : <Logo />}
        <div className="flex items-center gap-1">
          <nav aria-label={texts.nav.mainLabel} className="hidden items-center gap-1 md:flex">
            {navItems.map((item) => (
              <a
                key={item.to}
                href={item.to}
                aria-current={item.to === current ? "page" : undefined}
                className={navClass(item.to === current)}
              >
                {item.label}
              </a>
            ))}
          </nav>
          <ThemeToggle />
          <button
            type="button"
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 md:hidden dark:text-slate-300 dark:hover:bg-slate-800"
            aria-expanded={menuOpen}
            aria-controls="menu-seluler"
            aria-label={menuOpen ? texts.nav.closeMenu : texts.nav.openMenu}
            onClick={() => setMenuOpen?.((open) => !open)}
            // On HTML-first pages app/islands/menu.ts opens the menu, with these labels.
            data-island="menu"
            data-open-label={texts.nav.openMenu}
            data-close-label={texts.nav.closeMenu}
          >
            <span className="block" data-when="open" hidden={!menuOpen}>
              <X className="size-6" aria-hidden />
            </span>
            <span className="block" data-when="closed" hidden={menuOpen}>
              <Menu className="size-6" aria-hidden />
            </span>
          </button>
        </div>
      </div>
      {/* Rendered hidden rather than left out, so that the island can show it. */}
      <nav
        id="menu-seluler"
        hidden={!menuOpen}
        aria-label={texts.nav.mainLabel}
        className="border-t border-slate-200 px-4 py-3 md:hidden dark:border-slate-800"
      >
        <ul className="flex flex-col gap-1">
          {navItems.map((item) => (
            <li key={item.to}>
              <a
                href={item.to}
                aria-current={item.to === current ? "page" : undefined}
                className={`block ${navClass(item.to === current)}`}
                onClick={() => setMenuOpen?.(false)}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
