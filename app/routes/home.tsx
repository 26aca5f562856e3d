import { Search } from "~/components/icons";
import { Form, Link, redirect, useNavigate, useNavigation } from "react-router";
import { FeaturedStories } from "~/components/featured-stories";
import { FeedLinks } from "~/components/feed-links";
import { PageMeta } from "~/components/page-meta";
import { Pagination } from "~/components/pagination";
import { PostCard } from "~/components/post-card";
import { Terpopuler } from "~/components/terpopuler";
import { getPopular } from "~/.server/audience/popular";
import { services } from "~/.server/context";
import { listCategoriesForReaders } from "~/.server/db/categories";
import { countPublished, listFeatured } from "~/.server/db/posts";
import { publishedPage } from "~/.server/archive-page";
import { redirectOldQuery } from "~/.server/http";
import { readerCard } from "~/.server/reader-shapes";
import { archiveShouldRevalidate } from "~/lib/archive";
import { categoryPageHref } from "~/lib/categories";
import { listFeedPaths } from "~/lib/feed-paths";
import { listHref, searchHref } from "~/lib/list-href";
import { parseListQuery } from "~/lib/list-query";
import { isValidSlug } from "~/lib/slug";
import { texts } from "~/lib/texts";
import { useSiteSettings } from "~/components/use-root-data";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = services(context);
  await redirectOldQuery(db, request);
  const query = parseListQuery(new URL(request.url).searchParams);
  // A category's list is its own page now (/kategori/<slug>); a search within one stays here.
  if (query.category !== undefined && query.q === "" && isValidSlug(query.category)) {
    throw redirect(categoryPageHref(query.category, query.page), 301);
  }
  const filtered = query.q !== "" || query.category !== undefined;
  const [categories, { posts, total, pageCount }, featured] = await Promise.all([
    listCategoriesForReaders(db),
    publishedPage(db, {
      query: query.q,
      categorySlug: query.category,
      page: query.page,
    }),
    // Pilihan redaksi opens the home page itself, not its later pages, searches or categories.
    filtered || query.page > 1 ? [] : listFeatured(db),
  ]);
  // Unfiltered, the list's total is the hero's article count: no second count of the archive.
  const articleCount = filtered ? await countPublished(db) : total;
  return {
    query,
    posts,
    featured: featured.map(readerCard),
    pageCount,
    articleCount,
    categories: categories.map(({ slug, name }) => ({ slug, name })),
    // Terpopuler on the home page itself; a search's first page reports the search it made.
    audience: {
      popular: filtered || query.page > 1 ? [] : await getPopular(db),
      beacon: query.q !== "" && query.page === 1 ? { search: query.q, results: total } : null,
    },
  };
}

export const shouldRevalidate = archiveShouldRevalidate;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { query, posts, featured, categories, articleCount } = loaderData;
  const site = useSiteSettings();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/";
  const activeCategory = categories.find((category) => category.slug === query.category);

  return (
    <>
      <PageMeta
        title={activeCategory?.name ?? (query.q ? texts.home.resultsFor(query.q) : undefined)}
        // Search results are not pages of their own: they point at the list they search.
        path={
          query.category
            ? categoryPageHref(query.category, query.page)
            : listHref({ page: query.page })
        }
      />
      {activeCategory && (
        <FeedLinks
          title={texts.feed.categoryTitle(site.name, activeCategory.name)}
          paths={listFeedPaths(activeCategory.slug)}
        />
      )}
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
        {/* Shorter above Pilihan redaksi, so that the lead story shows on a phone's first screen. */}
        <div
          className={`mx-auto max-w-6xl px-4 text-center ${featured.length > 0 ? "py-8 sm:py-14" : "py-14 sm:py-20"}`}
        >
          <h1 className="font-serif text-4xl font-bold tracking-tight sm:text-5xl">
            {site.heroTitle}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            {site.heroText}
          </p>
          <dl className="mt-8 flex justify-center gap-10">
            <div>
              <dt className="text-sm text-slate-500 dark:text-slate-400">
                {texts.home.articleCount}
              </dt>
              <dd
                className="text-3xl font-bold text-brand-600 dark:text-brand-100"
                data-testid="jumlah-artikel"
              >
                {articleCount}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-500 dark:text-slate-400">
                {texts.home.categoryCount}
              </dt>
              <dd
                className="text-3xl font-bold text-brand-600 dark:text-brand-100"
                data-testid="jumlah-kategori"
              >
                {categories.length}
              </dd>
            </div>
          </dl>
        </div>
      </section>

      <FeaturedStories posts={featured} />

      <div className="mx-auto max-w-6xl px-4 py-10">
        <Form
          method="get"
          role="search"
          data-island="search-form"
          className="flex flex-col gap-3 sm:flex-row"
          // Without JavaScript the form submits as a plain GET; with it, empty fields are left out
          // of the URL and a category choice applies at once.
          onSubmit={(event) => {
            event.preventDefault();
            navigate(searchHref(event.currentTarget));
          }}
          onChange={(event) => {
            if (event.target instanceof HTMLSelectElement)
              navigate(searchHref(event.currentTarget));
          }}
        >
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <input
              type="search"
              name="q"
              defaultValue={query.q}
              key={query.q}
              placeholder={texts.home.searchPlaceholder}
              aria-label={texts.home.searchLabel}
              maxLength={200}
              className="w-full rounded-xl border border-slate-300 bg-white py-3 pr-3 pl-10 dark:border-slate-700 dark:bg-slate-900"
            />
          </div>
          <select
            name="category"
            defaultValue={activeCategory?.slug ?? ""}
            key={query.category ?? ""}
            aria-label={texts.home.categoryLabel}
            className="rounded-xl border border-slate-300 bg-white px-3 py-3 dark:border-slate-700 dark:bg-slate-900"
          >
            <option value="">{texts.home.allCategories}</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className="rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            {texts.home.searchButton}
          </button>
        </Form>

        {loading && (
          <p role="status" className="mt-8 text-center text-slate-500 dark:text-slate-400">
            {texts.home.loading}
          </p>
        )}

        {articleCount === 0 && !query.q && !query.category ? (
          <div className="mt-16 text-center" data-testid="blog-kosong">
            <h2 className="text-xl font-semibold">{texts.home.emptyBlogTitle}</h2>
            <p className="mt-2 text-slate-600 dark:text-slate-400">{texts.home.emptyBlogText}</p>
            <Link
              to="/admin/articles/new"
              className="mt-6 inline-block rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
            >
              {texts.home.emptyBlogAction}
            </Link>
          </div>
        ) : posts.length === 0 ? (
          <div className="mt-16 text-center">
            <h2 className="text-xl font-semibold">{texts.home.emptyTitle}</h2>
            <p className="mt-2 text-slate-600 dark:text-slate-400">{texts.home.emptyText}</p>
          </div>
        ) : (
          <>
            {featured.length > 0 && (
              <h2 className="mt-10 font-serif text-2xl font-bold">
                {texts.featured.latestHeading}
              </h2>
            )}
            <div
              className={`mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${loading ? "opacity-50" : ""}`}
            >
              {posts.map((post, index) => (
                <PostCard
                  key={post.slug}
                  post={post}
                  index={index}
                  imageLoading={cardImageLoading(index, featured.length > 0)}
                />
              ))}
            </div>
          </>
        )}

        <Pagination
          page={query.page}
          count={loaderData.pageCount}
          href={(page) => listHref({ ...query, page })}
        />
      </div>
      <Terpopuler audience={loaderData.audience} />
    </>
  );
}

// The first row (three cards on a wide screen) is what a reader sees at once, and the first image
// is the page's largest paint on a phone; below Pilihan redaksi, the lead story is.
function cardImageLoading(index: number, belowFeatured: boolean): "priority" | "eager" | "lazy" {
  if (belowFeatured) return "lazy";
  return index === 0 ? "priority" : index < 3 ? "eager" : "lazy";
}

export function ErrorBoundary() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <PageMeta title={texts.home.errorTitle} noindex />
      <h1 className="text-2xl font-bold">{texts.home.errorTitle}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{texts.home.errorText}</p>
    </div>
  );
}
