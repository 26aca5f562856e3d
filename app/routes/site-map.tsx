import { PageMeta } from "~/components/page-meta";
import { services } from "~/.server/context";
import { listPublicCategories } from "~/.server/db/categories";
import { listPublishedPages } from "~/.server/db/pages";
import { listNewestPerCategory } from "~/.server/db/post-feeds";
import { categoryPath } from "~/lib/categories";
import { texts } from "~/lib/texts";
import type { Route } from "./+types/site-map";

const t = texts.siteMap;
// The newest articles of each category; the category's list has the rest.
const perCategory = 20;

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = services(context);
  const [categories, pages] = await Promise.all([listPublicCategories(db), listPublishedPages(db)]);
  const articles = await listNewestPerCategory(
    db,
    categories.map((category) => category.id),
    perCategory,
  );
  return {
    pages: pages.map(({ title, slug }) => ({ title, slug })),
    categories: categories.map((category) => ({
      slug: category.slug,
      name: category.name,
      ...(articles.get(category.id) ?? { total: 0, posts: [] }),
    })),
  };
}

const linkClass =
  "text-slate-700 underline-offset-2 hover:text-brand-700 hover:underline dark:text-slate-300 dark:hover:text-white";

export default function SiteMap({ loaderData }: Route.ComponentProps) {
  const { pages, categories } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta title={t.title} description={t.lead} path="/sitemap" />
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{t.title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{t.lead}</p>

      <section aria-labelledby="peta-halaman" className="mt-10">
        <h2 id="peta-halaman" className="text-xl font-bold">
          {t.pages}
        </h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          <li>
            <a href="/" className={linkClass}>
              {t.home}
            </a>
          </li>
          {pages.map((page) => (
            <li key={page.slug}>
              <a href={`/${page.slug}`} className={linkClass}>
                {page.title}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="peta-artikel" className="mt-12">
        <h2 id="peta-artikel" className="text-xl font-bold">
          {t.categories}
        </h2>
        <div className="mt-4 grid gap-8 sm:grid-cols-2">
          {categories.map((category) => (
            <section key={category.slug} aria-labelledby={`kategori-${category.slug}`}>
              <h3 id={`kategori-${category.slug}`} className="font-semibold">
                <a href={categoryPath(category.slug)} className={linkClass}>
                  {category.name}
                </a>
              </h3>
              {category.posts.length === 0 ? (
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t.emptyCategory}</p>
              ) : (
                <ul className="mt-2 space-y-1.5 text-sm">
                  {category.posts.map((post) => (
                    <li key={post.slug}>
                      <a href={`/blog/${post.slug}`} className={linkClass}>
                        {post.title}
                      </a>
                    </li>
                  ))}
                  {category.total > category.posts.length && (
                    <li>
                      <a
                        href={categoryPath(category.slug)}
                        className="font-semibold text-brand-700 hover:underline dark:text-brand-100"
                      >
                        {t.allInCategory(category.name, category.total)}
                      </a>
                    </li>
                  )}
                </ul>
              )}
            </section>
          ))}
        </div>
      </section>
    </div>
  );
}
