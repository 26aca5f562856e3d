import { ArchiveErrorBoundary, ArchivePage } from "~/components/archive-page";
import { BreadcrumbJsonLd } from "~/components/breadcrumb-json-ld";
import { useSiteOrigin, useSiteSettings } from "~/components/use-root-data";
import { archiveLoader } from "~/.server/archive-page";
import { findCategoryBySlug } from "~/.server/db/categories";
import { archiveShouldRevalidate } from "~/lib/archive";
import { listFeedPaths } from "~/lib/feed-paths";
import { texts } from "~/lib/texts";
import type { Route } from "./+types/category";

// A category's own page (issue 43): its name, description, articles by page and feed. It was the
// home list's `?category=`, which now answers 301 here (home.tsx). The archive kit
// (app/.server/archive-page.ts, app/components/archive-page.tsx) does the rest.

const t = texts.category;

export function loader(args: Route.LoaderArgs) {
  return archiveLoader(args, {
    key: "category",
    find: findCategoryBySlug,
    oldAddresses: true,
    filter: (category) => ({ categorySlug: category.slug }),
    shape: ({ slug, name, description }) => ({ slug, name, description }),
  });
}

export const shouldRevalidate = archiveShouldRevalidate;

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  const site = useSiteSettings();
  const origin = useSiteOrigin();
  const feeds = listFeedPaths(category.slug);
  return (
    <ArchivePage
      list={loaderData}
      feeds={feeds}
      meta={{
        title: category.name,
        description: category.description || t.defaultDescription(category.name),
      }}
      feedTitle={texts.feed.categoryTitle(site.name, category.name)}
      jsonLd={
        <BreadcrumbJsonLd
          crumbs={[
            { name: texts.nav.home, url: `${origin}/` },
            { name: category.name, url: `${origin}${feeds.pagePath}` },
          ]}
        />
      }
      words={t}
      header={{
        title: category.name,
      }}
      lead={category.description}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ArchiveErrorBoundary error={error} />;
}
