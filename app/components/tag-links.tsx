import { tagPath } from "~/lib/tags";
import { texts } from "~/lib/texts";

/** An article's tags, each a link to its tag's page. */
export function TagLinks({ tags }: { tags: readonly { slug: string; name: string }[] }) {
  if (tags.length === 0) return null;
  return (
    <nav aria-label={texts.tags.listLabel} className="mt-10">
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag.slug}>
            <a
              href={tagPath(tag.slug)}
              rel="tag"
              className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:border-brand-600 hover:text-brand-700 dark:border-slate-700 dark:text-slate-200 dark:hover:border-brand-100 dark:hover:text-white"
            >
              #{tag.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
