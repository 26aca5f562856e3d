import { useContext, type ComponentProps } from "react";
import { Link } from "react-router";
import { pageWindow } from "~/lib/pagination";
import { texts } from "~/lib/texts";
import { RenderedParts } from "./rendered-parts";

interface PaginationProps {
  page: number;
  count: number;
  /** The URL of a page, with the rest of the query kept. */
  href: (page: number) => string;
}

const itemClass =
  "inline-flex min-w-10 items-center justify-center rounded-lg px-3 py-2 text-sm font-medium";
const idleClass =
  "border border-slate-200 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";

export function Pagination({ page, count, href }: PaginationProps) {
  if (count <= 1) return null;
  return (
    <nav
      aria-label={texts.home.pagination}
      className="mt-10 flex flex-wrap items-center justify-center gap-2"
    >
      {page > 1 && (
        <PageLink to={href(page - 1)} className={`${itemClass} ${idleClass}`} rel="prev">
          {texts.home.previous}
        </PageLink>
      )}
      {pageWindow(page, count).map((item, index) =>
        item === "gap" ? (
          <span key={`gap-${index}`} className="px-1 text-slate-400" aria-hidden>
            …
          </span>
        ) : (
          <PageLink
            key={item}
            to={href(item)}
            aria-label={texts.home.pageLabel(item)}
            aria-current={item === page ? "page" : undefined}
            className={`${itemClass} ${item === page ? "bg-brand-600 text-white" : idleClass}`}
          >
            {item}
          </PageLink>
        ),
      )}
      {page < count && (
        <PageLink to={href(page + 1)} className={`${itemClass} ${idleClass}`} rel="next">
          {texts.home.next}
        </PageLink>
      )}
    </nav>
  );
}

// In the dashboard a page number is a React Router link, so its lists page inside the running app.
// An HTML-first page (its render has RenderedParts) never hydrates, so there it is an anchor
// (docs/decisions/0021-html-first-public-pages.md): Link would resolve each one per render for
// nothing.
function PageLink({ to, ...props }: { to: string } & ComponentProps<"a">) {
  const htmlFirst = useContext(RenderedParts) !== undefined;
  return htmlFirst ? <a href={to} {...props} /> : <Link to={to} {...props} />;
}
