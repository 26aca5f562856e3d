import { ChevronDown, Menu, X } from "~/components/icons";
import { useContext, useState, type Dispatch, type ReactNode, type SetStateAction } from "react";
import { useLocation } from "react-router";
import { defaultHeaderLinks, isCurrentLink, type MenuLink } from "~/lib/menus";
import type { ReaderSite } from "~/lib/reader-shapes";
import { texts } from "~/lib/texts";
import { useSiteSettings } from "./use-root-data";
import { Logo, PlainLogo } from "./logo";
import { RenderedParts } from "./rendered-parts";
import { ThemeToggle } from "./theme-toggle";

function navClass(isActive: boolean) {
  return [
    "rounded-lg px-3 py-2 text-sm font-medium transition-colors",
    isActive
      ? "bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-white"
      : "text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
  ].join(" ");
}

/** A header link, marked as the current page when it is one. */
function NavAnchor({
  link,
  current,
  className,
  onClick,
  children = link.label,
}: {
  link: { href: string; label: string };
  current: string;
  className: string;
  onClick?: () => void;
  children?: ReactNode;
}) {
  return (
    <a
      href={link.href}
      aria-current={link.href === current ? "page" : undefined}
      className={`${className} ${navClass(link.href === current)}`}
      onClick={onClick}
    >
      {children}
    </a>
  );
}

/** The header menu's item a page is (its address), or "" when it is none of them. */
export function currentNavItem(pathname: string, links: readonly MenuLink[]): string {
  for (const link of links) {
    if (isCurrentLink(link.href, pathname)) return link.href;
    const child = link.children.find((item) => isCurrentLink(item.href, pathname));
    if (child) return child.href;
  }
  return "";
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
        current={currentNavItem(pathname, site.headerMenu ?? defaultHeaderLinks)}
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
  const links = site.headerMenu ?? defaultHeaderLinks;
  // Following a link in the phone menu closes it (plain renders leave that to the island).
  const close = setMenuOpen ? () => setMenuOpen(false) : undefined;
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
          <nav aria-label={texts.nav.mainLabel} className="hidden md:block">
            <ul className="flex items-center gap-1">
              {links.map((item, index) => (
                <li key={index} className="group relative">
                  <NavAnchor
                    link={item}
                    current={current}
                    className="inline-flex items-center gap-1"
                  >
                    {item.label}
                    {item.children.length > 0 && <ChevronDown className="size-4" aria-hidden />}
                  </NavAnchor>
                  {item.children.length > 0 && (
                    // Opens on hover and while a link in it has the keyboard's focus: no script.
                    <ul className="invisible absolute left-0 top-full z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1 opacity-0 shadow-lg group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 dark:border-slate-800 dark:bg-slate-950">
                      {item.children.map((child, childIndex) => (
                        <li key={childIndex}>
                          <NavAnchor link={child} current={current} className="block" />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <ThemeToggle />
          {/* A <details>: the phone menu opens and closes without a script. On HTML-first pages
              app/islands/menu.ts keeps the labels in step and closes it when a link is followed. */}
          <details
            className="md:hidden"
            open={menuOpen}
            onToggle={setMenuOpen ? (event) => setMenuOpen(event.currentTarget.open) : undefined}
          >
            <summary
              role="button"
              className="block cursor-pointer list-none rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
              aria-expanded={menuOpen}
              aria-controls="menu-seluler"
              aria-label={menuOpen ? texts.nav.closeMenu : texts.nav.openMenu}
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
            </summary>
            <nav
              id="menu-seluler"
              aria-label={texts.nav.mainLabel}
              className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-y border-slate-200 bg-white px-4 py-3 shadow-lg dark:border-slate-800 dark:bg-slate-950"
            >
              <ul className="flex flex-col gap-1">
                {links.map((item, index) => (
                  <li key={index}>
                    <NavAnchor link={item} current={current} className="block" onClick={close} />
                    {item.children.length > 0 && (
                      <ul className="ml-4 flex flex-col gap-1 border-l border-slate-200 pl-2 dark:border-slate-800">
                        {item.children.map((child, childIndex) => (
                          <li key={childIndex}>
                            <NavAnchor
                              link={child}
                              current={current}
                              className="block"
                              onClick={close}
                            />
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </>
  );
}
