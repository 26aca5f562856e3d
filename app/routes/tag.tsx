import { ArchiveErrorBoundary, ArchivePage } from "~/components/archive-page";
import { useSiteSettings } from "~/components/use-root-data";
import { archiveLoader } from "~/.server/archive-page";
import { findPublicTagBySlug } from "~/.server/db/tags";
import { readerTag } from "~/.server/reader-shapes";
import { archiveShouldRevalidate } from "~/lib/archive";
import { tagFeedPaths } from "~/lib/tags";
import { texts } from "~/lib/texts";
import type { Route } from "./+types/tag";

// A tag's page: its name, description, articles by page and feed (the archive kit,
// app/.server/archive-page.ts and app/components/archive-page.tsx, does the rest).

const t = texts.tags;

export function loader(args: Route.LoaderArgs) {
  return archiveLoader(args, {
    key: "tag",
    find: findPublicTagBySlug,
    oldAddresses: true,
    filter: (tag) => ({ tagId: tag.id }),
    shape: readerTag,
  });
}

export const shouldRevalidate = archiveShouldRevalidate;

export default function TagPage({ loaderData }: Route.ComponentProps) {
  const { tag } = loaderData;
  const site = useSiteSettings();
  return (
    <ArchivePage
      list={loaderData}
      feeds={tagFeedPaths(tag.slug)}
      meta={{
        title: t.pageTitle(tag.name),
        description: tag.description || t.defaultDescription(tag.name),
      }}
      feedTitle={t.feedTitle(site.name, tag.name)}
      words={t}
      header={{
        title: tag.name,
      }}
      lead={tag.description}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ArchiveErrorBoundary error={error} />;
}
