import { ExternalLink } from "~/components/icons";
import type { FetcherWithComponents } from "react-router";
import type { CommentStatus } from "~/lib/comment-schema";
import { formatLongDate } from "~/lib/dates";
import { intentsFor } from "~/lib/moderation";
import { texts } from "~/lib/admin-texts";
import { ActionButton, confirmDelete, intentLabel } from "./moderation-actions";

const t = texts.moderation;

export interface ModerationItem {
  id: number;
  authorName: string;
  authorEmail: string | null;
  content: string;
  createdAt: string;
  post: { title: string; slug: string };
  /** The comment this one answers, for context. */
  parent?: { authorName: string; content: string } | null;
}

interface ModerationRowProps {
  comment: ModerationItem;
  status: CommentStatus;
  /** The bulk form the row's checkbox belongs to (it sits outside that form). */
  bulkFormId: string;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  Form: FetcherWithComponents<unknown>["Form"];
  /** Some request is under way: no second one until it is answered. */
  busy: boolean;
  /** This row is part of the request under way. */
  working: boolean;
}

/** One comment in a moderation list: who, when, where, the text, and what can be done to it. */
export function ModerationRow(props: ModerationRowProps) {
  const { comment, status, bulkFormId, selected, onSelect, Form, busy, working } = props;
  const author = comment.authorName;
  return (
    <li
      data-comment-id={comment.id}
      aria-busy={working || undefined}
      className={`grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-3 px-3 py-4 transition-opacity sm:px-5 lg:grid-cols-[auto_minmax(0,1fr)_auto] ${
        working ? "opacity-50" : ""
      } ${selected ? "bg-brand-50/60 dark:bg-slate-900/60" : ""}`}
    >
      <input
        type="checkbox"
        name="ids"
        value={comment.id}
        form={bulkFormId}
        checked={selected}
        onChange={(event) => onSelect(event.currentTarget.checked)}
        aria-label={t.select(author)}
        className="mt-1 size-4 accent-brand-600"
      />
      <div className="min-w-0">
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
          <span className="moderation-author font-semibold break-words text-slate-900 dark:text-white">
            {author}
          </span>
          <span className="break-all text-slate-500 dark:text-slate-400">
            {comment.authorEmail ?? (
              <>
                <span aria-hidden>—</span>
                <span className="sr-only">{t.noEmail}</span>
              </>
            )}
          </span>
          <span aria-hidden className="hidden text-slate-300 sm:inline dark:text-slate-600">
            ·
          </span>
          <time dateTime={comment.createdAt} className="text-slate-500 dark:text-slate-400">
            {formatLongDate(comment.createdAt)}
          </time>
        </p>
        {comment.parent && <ParentExcerpt parent={comment.parent} />}
        <CommentText id={comment.id} content={comment.content} />
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
          {t.onArticle}{" "}
          <a
            href={`/blog/${comment.post.slug}`}
            target="_blank"
            rel="noopener"
            className="font-medium text-brand-700 hover:underline dark:text-brand-100"
          >
            {comment.post.title}
            <ExternalLink className="ml-1 inline-block size-3.5 align-[-2px]" aria-hidden />
            <span className="sr-only">{t.opensInNewTab}</span>
          </a>
        </p>
      </div>
      <Form
        method="post"
        onSubmit={confirmDelete(t.deleteConfirm)}
        className="col-span-2 flex flex-wrap items-start justify-end gap-1.5 sm:col-span-1 sm:col-start-2 sm:justify-start sm:gap-2 lg:col-start-3 lg:justify-end"
      >
        <input type="hidden" name="ids" value={comment.id} />
        {intentsFor(status).map((intent) => (
          <ActionButton
            key={intent}
            intent={intent}
            disabled={busy}
            label={t.rowAction(intentLabel(intent), author)}
          />
        ))}
      </Form>
    </li>
  );
}

const excerptChars = 160;

/** The comment a reply answers, shortened: the moderator reads the reply in its context. */
function ParentExcerpt({ parent }: { parent: { authorName: string; content: string } }) {
  const text = parent.content.replace(/\s+/g, " ").trim();
  return (
    <blockquote className="moderation-parent mt-1.5 border-l-2 border-slate-300 pl-2.5 text-xs text-slate-500 dark:border-slate-700 dark:text-slate-400">
      <span className="font-semibold">{t.inReplyTo(parent.authorName)}</span>{" "}
      <span className="break-words">
        {text.length > excerptChars ? `${text.slice(0, excerptChars - 1)}…` : text}
      </span>
    </blockquote>
  );
}

// Long texts start clamped. The toggle is a checkbox and its labels, so it works without
// JavaScript; the whole text stays in the page for screen readers either way.
const clampChars = 360;
const clampLines = 3;

function CommentText({ id, content }: { id: number; content: string }) {
  const long = content.length > clampChars || content.split("\n").length > clampLines;
  const text = (
    <p
      className={`moderation-text mt-1.5 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700 dark:text-slate-300 ${
        long ? "line-clamp-3 peer-checked:line-clamp-none" : ""
      }`}
    >
      {content}
    </p>
  );
  if (!long) return text;
  const toggle = `more-${id}`;
  const labelClass =
    "mt-1 cursor-pointer text-xs font-semibold text-brand-700 hover:underline peer-focus-visible:underline dark:text-brand-100";
  return (
    <div>
      <input type="checkbox" id={toggle} className="peer sr-only" />
      {text}
      <label htmlFor={toggle} className={`${labelClass} inline-block peer-checked:hidden`}>
        {t.readMore}
      </label>
      <label htmlFor={toggle} className={`${labelClass} hidden peer-checked:inline-block`}>
        {t.readLess}
      </label>
    </div>
  );
}
