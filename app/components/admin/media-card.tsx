import { useFetcher } from "react-router";
import { formatLongDate } from "~/lib/dates";
import { texts } from "~/lib/admin-texts";
import type { MediaItem } from "~/lib/media";

const t = texts.media;

export interface MediaCardItem extends MediaItem {
  mayDescribe: boolean;
  mayDelete: boolean;
}

type Answer = { ok: string } | { error: string };

export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(".", ",")} MB`;
}

const inputClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900";
const smallButton =
  "rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";

function AnswerLine({ answer }: { answer: Answer | undefined }) {
  if (!answer) return null;
  if ("ok" in answer) {
    return (
      <p role="status" className="text-sm text-green-700 dark:text-green-300">
        {answer.ok}
      </p>
    );
  }
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-300">
      {answer.error}
    </p>
  );
}

/** One image of the library: its thumbnail and facts, its description form, replace and delete. */
export function MediaCard({ item, bulk }: { item: MediaCardItem; bulk: boolean }) {
  const describe = useFetcher<Answer>();
  const change = useFetcher<Answer>();
  const name = item.originalName || t.noName;
  const headingId = `media-${item.hash}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-950"
    >
      <img
        src={`/media/${item.hash}-480.webp`}
        alt={item.alt}
        loading="lazy"
        className="aspect-video w-full rounded-lg bg-slate-100 object-contain dark:bg-slate-900"
      />
      <div className="flex items-start gap-2">
        {bulk && item.uses.length === 0 && (
          <input
            type="checkbox"
            name="hashes"
            value={item.hash}
            form="media-bulk"
            aria-label={t.select(name)}
            className="mt-1 size-4"
          />
        )}
        <h2 id={headingId} className="min-w-0 font-semibold break-words">
          {name}
        </h2>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {formatSize(item.size)} · {t.dimensions(item.width, item.height)} ·{" "}
        {item.uploaderName ?? t.unknownUploader} · {formatLongDate(item.createdAt)}
      </p>
      {item.uses.length === 0 ? (
        <p className="text-sm">{t.notUsed}</p>
      ) : (
        <div className="text-sm">
          <p>{t.usedIn(item.uses.length)}</p>
          <ul className="list-disc pl-5">
            {item.uses.map((use) => (
              <li key={`${use.kind}-${use.id}`}>
                <a
                  className="underline"
                  href={`/admin/${use.kind === "post" ? "articles" : "pages"}/${use.id}/edit`}
                >
                  {use.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {item.mayDescribe && (
        <describe.Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="describe" />
          <input type="hidden" name="hash" value={item.hash} />
          <label className="text-sm font-medium">
            {t.alt}
            <input name="alt" defaultValue={item.alt} maxLength={500} className={inputClass} />
          </label>
          <label className="text-sm font-medium">
            {t.caption}
            <textarea
              name="caption"
              defaultValue={item.caption}
              maxLength={1000}
              rows={2}
              className={inputClass}
            />
          </label>
          <label className="text-sm font-medium">
            {t.credit}
            <input
              name="credit"
              defaultValue={item.credit}
              maxLength={200}
              placeholder={t.creditPlaceholder}
              className={inputClass}
            />
          </label>
          <div className="flex items-center gap-2">
            <button type="submit" className={smallButton}>
              {t.save}
            </button>
            <AnswerLine answer={describe.data} />
          </div>
        </describe.Form>
      )}
      {item.mayDelete && (
        <div className="flex flex-wrap items-center gap-2">
          <label className={`${smallButton} cursor-pointer focus-within:ring-2`}>
            {t.replace}
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = "";
                if (!file) return;
                const body = new FormData();
                body.set("intent", "replace");
                body.set("hash", item.hash);
                body.set("file", file);
                void change.submit(body, { method: "post", encType: "multipart/form-data" });
              }}
            />
          </label>
          <change.Form
            method="post"
            onSubmit={(event) => {
              if (!window.confirm(t.removeConfirm)) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="hash" value={item.hash} />
            <button
              type="submit"
              className="rounded-lg px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
            >
              {t.remove}
            </button>
          </change.Form>
          <AnswerLine answer={change.data} />
        </div>
      )}
    </li>
  );
}
