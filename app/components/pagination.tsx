import { Link } from "react-router";
import { pageWindow } from "~/lib/pagination";
import { texts } from "~/lib/texts";

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
        <Link to={href(page - 1)} className={`${itemClass} ${idleClass}`} rel="prev">
          {texts.home.previous}
        </Link>
      )}
      {pageWindow(page, count).map((item, index) =>
        item === "gap" ? (
          <span key={`gap-${index}`} className="px-1 text-slate-400" aria-hidden>
            …
          </span>
        ) : (
          <Link
            key={item}
            to={href(item)}
            aria-label={texts.home.pageLabel(item)}
            aria-current={item === page ? "page" : undefined}
            className={`${itemClass} ${item === page ? "bg-brand-600 text-white" : idleClass}`}
          >
            {item}
          </Link>
        ),
      )}
      {page < count && (
        <Link to={href(page + 1)} className={`${itemClass} ${idleClass}`} rel="next">
          {texts.home.next}
        </Link>
      )}
    </nav>
  );
}
