import type { ReactNode } from "react";

/**
 * The head of a reader's archive page (an author's, a tag's): what it is, its name, what
 * `children` add (a description, links), the article count and the feed link; `top` goes above
 * it all (an author's photo).
 */
export function ArchiveHeader({
  eyebrow,
  title,
  count,
  feed,
  top,
  children,
}: {
  eyebrow: string;
  title: string;
  count: string;
  feed: { href: string; label: string };
  top?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-6xl px-4 py-12 text-center sm:py-16">
        {top}
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-100">
          {eyebrow}
        </p>
        <h1 className="mt-2 font-serif text-4xl font-bold tracking-tight break-words sm:text-5xl">
          {title}
        </h1>
        {children}
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          {count}
          <span aria-hidden> · </span>
          <a
            href={feed.href}
            className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
          >
            {feed.label}
          </a>
        </p>
      </div>
    </section>
  );
}
