import { categoryPath } from "~/lib/categories";

export function CategoryBadge({ slug, name }: { slug: string; name: string }) {
  return (
    <a
      href={categoryPath(slug)}
      className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-700 uppercase hover:bg-brand-100 dark:bg-brand-700/30 dark:text-brand-100"
    >
      {name}
    </a>
  );
}
