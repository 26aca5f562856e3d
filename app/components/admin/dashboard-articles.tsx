import { Trash2 } from "~/components/icons";
import { Form } from "react-router";
import { formatLongDate } from "~/lib/dates";
import { mediaSrcSet } from "~/lib/media";
import { texts } from "~/lib/admin-texts";
import { EditLink } from "./edit-link";
import { PublicLink } from "./public-links";

const t = texts.admin;

/** A row of the dashboard's article list, with what the viewer may do to it. */
export interface DashboardArticle {
  id: number;
  title: string;
  slug: string;
  image: string | null;
  publishedAt: string;
  published: boolean;
  scheduledAt: string | null;
  inReview: boolean;
  category: { name: string };
  may: { edit: boolean; delete: boolean };
  /** The last 30 days' views and visitors; null where the viewer may not see them. */
  numbers: { views: number; visitors: number } | null;
}

/**
 * The dashboard's articles: a table from a tablet's width; below it each article is a card with
 * its actions, so nothing scrolls sideways.
 */
export function ArticleTable({ posts, empty }: { posts: DashboardArticle[]; empty: string }) {
  return (
    <div className="mt-6 rounded-2xl border border-slate-200 dark:border-slate-800">
      <table className="w-full text-left text-sm">
        <thead className="hidden bg-slate-50 text-xs tracking-wide text-slate-600 uppercase md:table-header-group dark:bg-slate-900 dark:text-slate-400">
          <tr>
            <th className="px-4 py-3">{t.columnArticle}</th>
            <th className="px-4 py-3">{t.columnCategory}</th>
            <th className="px-4 py-3">{t.columnDate}</th>
            <th className="px-4 py-3">{t.columnStatus}</th>
            <th className="px-4 py-3 text-right">{t.columnActions}</th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-200 md:table-row-group dark:divide-slate-800">
          {posts.map((post) => (
            <ArticleRow key={post.id} post={post} />
          ))}
        </tbody>
      </table>
      {posts.length === 0 && (
        <p className="p-8 text-center text-slate-600 dark:text-slate-400">{empty}</p>
      )}
    </div>
  );
}

function ArticleRow({ post }: { post: DashboardArticle }) {
  return (
    <tr className="block p-4 md:table-row md:p-0" data-testid="baris-artikel">
      <td className="block md:table-cell md:px-4 md:py-3">
        <div className="flex items-center gap-3">
          {post.image ? (
            <img
              src={post.image}
              srcSet={mediaSrcSet(post.image)}
              sizes="64px"
              alt=""
              className="h-10 w-16 shrink-0 rounded object-cover"
            />
          ) : (
            <div className="h-10 w-16 shrink-0 rounded bg-slate-200 dark:bg-slate-800" />
          )}
          <div className="min-w-0">
            <p className="font-semibold break-words">{post.title}</p>
            <p className="text-xs break-all text-slate-600 dark:text-slate-400">/{post.slug}</p>
            {post.numbers && (
              <p
                className="mt-0.5 text-xs text-slate-700 dark:text-slate-300"
                data-testid="angka-artikel"
              >
                {texts.articleNumbers.listLine(post.numbers.views, post.numbers.visitors)}
              </p>
            )}
          </div>
        </div>
      </td>
      <td className="mt-2 mr-3 inline-block md:mt-0 md:table-cell md:px-4 md:py-3">
        {post.category.name}
      </td>
      <td className="mr-3 inline-block whitespace-nowrap md:table-cell md:px-4 md:py-3">
        {formatLongDate(post.publishedAt)}
      </td>
      <td className="inline-block md:table-cell md:px-4 md:py-3">
        <StatusBadge
          published={post.published}
          scheduled={post.scheduledAt !== null}
          inReview={post.inReview}
        />
      </td>
      {/* On a phone the actions get a row of their own under the card, never over the title. */}
      <td className="mt-2 block md:mt-0 md:table-cell md:px-4 md:py-3">
        <div className="flex items-center justify-end gap-1">
          <PublicLink path={`/blog/${post.slug}`} title={post.title} published={post.published} />
          {post.may.edit && (
            <EditLink to={`/admin/articles/${post.id}/edit`} label={t.edit(post.title)} />
          )}
          {post.may.delete && <DeleteForm id={post.id} title={post.title} />}
        </div>
      </td>
    </tr>
  );
}

function DeleteForm({ id, title }: { id: number; title: string }) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(t.deleteConfirm)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        aria-label={t.delete(title)}
        title={t.delete(title)}
        className="rounded-lg p-2 text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
      >
        <Trash2 className="size-4" aria-hidden />
      </button>
    </Form>
  );
}

const badgeColors = {
  published: "bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300",
  scheduled: "bg-sky-100 text-sky-800 dark:bg-sky-900/40 dark:text-sky-200",
  draft: "bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-300",
  review: "bg-violet-100 text-violet-800 dark:bg-violet-900/40 dark:text-violet-200",
};

function StatusBadge({
  published,
  scheduled,
  inReview,
}: {
  published: boolean;
  scheduled: boolean;
  inReview: boolean;
}) {
  const status = published ? "published" : scheduled ? "scheduled" : inReview ? "review" : "draft";
  const label = {
    published: t.published,
    scheduled: texts.schedule.status,
    draft: t.draft,
    review: texts.review.inReview,
  };
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${badgeColors[status]}`}>
      {label[status]}
    </span>
  );
}
