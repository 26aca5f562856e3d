import { Form, useActionData } from "react-router";
import { Pagination } from "~/components/pagination";
import { texts } from "~/lib/admin-texts";
import { MediaCard, type MediaCardItem } from "./media-card";
import { MediaUploader } from "./media-uploader";

const t = texts.media;

interface MediaLibraryProps {
  items: MediaCardItem[];
  total: number;
  pages: number;
  query: { search: string; unused?: boolean; uploader?: string; page: number };
  uploaders: { id: string; name: string }[];
  bulk: boolean;
}

function hrefOf(query: MediaLibraryProps["query"], page: number): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.unused) params.set("unused", "1");
  if (query.uploader) params.set("uploader", query.uploader);
  if (page > 1) params.set("page", String(page));
  return `?${params.toString()}`;
}

const inputClass =
  "min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900";
const buttonClass =
  "rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";

/** The library screen: upload, search and filters, the grid, paging and bulk deletion. */
export function MediaLibrary({ items, total, pages, query, uploaders, bulk }: MediaLibraryProps) {
  const filtered = Boolean(query.search || query.unused || query.uploader);
  const answer = useActionData<{ ok: string } | { error: string }>();
  return (
    <>
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t.intro}</p>
      <MediaUploader />
      {answer && (
        <p role={"ok" in answer ? "status" : "alert"} className="mt-4 text-sm font-medium">
          {"ok" in answer ? answer.ok : answer.error}
        </p>
      )}
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
          {t.search}
          <input
            name="q"
            type="search"
            defaultValue={query.search}
            placeholder={t.searchPlaceholder}
            className={inputClass}
          />
        </label>
        {uploaders.length > 0 && (
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t.uploader}
            <select name="uploader" defaultValue={query.uploader ?? ""} className={inputClass}>
              <option value="">{t.allUploaders}</option>
              {uploaders.map((uploader) => (
                <option key={uploader.id} value={uploader.id}>
                  {uploader.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="flex items-center gap-2 py-2 text-sm font-medium">
          <input type="checkbox" name="unused" value="1" defaultChecked={query.unused} />
          {t.unused}
        </label>
        <button type="submit" className={buttonClass}>
          {t.searchButton}
        </button>
      </Form>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400" role="status">
        {t.count(total)}
      </p>
      {items.length === 0 ? (
        <p className="mt-6 text-slate-600 dark:text-slate-400">{filtered ? t.noMatch : t.empty}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <MediaCard key={item.hash} item={item} bulk={bulk} />
          ))}
        </ul>
      )}
      {bulk && items.some((item) => item.uses.length === 0) && (
        <Form method="post" id="media-bulk" className="mt-4">
          <input type="hidden" name="intent" value="bulk-delete" />
          <button
            type="submit"
            className="rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700"
          >
            {t.bulkRemove}
          </button>
        </Form>
      )}
      <Pagination page={query.page} count={pages} href={(n) => hrefOf(query, n)} />
    </>
  );
}
