import { bylineName } from "~/lib/author";
import { useSiteSettings } from "~/components/use-root-data";
import { authorPath } from "~/lib/author-paths";

/** A byline's author: a link to their page when the article has a profile, plain text if not. */
export function AuthorLink({
  author,
  authorSlug,
  className,
}: {
  author: string | null;
  authorSlug: string | null;
  className?: string;
}) {
  const name = bylineName(author, authorSlug, useSiteSettings().name);
  if (!authorSlug) return <span className={className}>{name}</span>;
  return (
    <a
      href={authorPath(authorSlug)}
      rel="author"
      className={
        className ?? "underline-offset-2 hover:text-brand-700 hover:underline dark:hover:text-white"
      }
    >
      {name}
    </a>
  );
}
