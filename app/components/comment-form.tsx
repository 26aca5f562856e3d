import { CircleCheck, Send } from "~/components/icons";
import { useContext, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import {
  checkComment,
  commentMaxLength,
  emptyCommentValues,
  honeypotField,
  notifyField,
  parentField,
  type CommentErrors,
  type CommentResult,
} from "~/lib/comment-rules";
import { formFields } from "~/lib/form-errors";
import { texts } from "~/lib/texts";
import { useHydrated } from "~/lib/use-hydrated";
import { Field } from "./field";
import { PurposeLine } from "./newsletter-form";
import { RenderedParts } from "./rendered-parts";
import { useFormCheck } from "./use-form-check";

const t = texts.comments;

/** The approved comment a reply answers (the page's `?balas=`). */
export interface ReplyTarget {
  id: number;
  authorName: string;
}

/**
 * The comment form. With JavaScript it posts through a fetcher and answers with toasts; without
 * it, it is a plain form whose answer (`pageResult`, the action data of the page) shows inline.
 * An HTML-first page takes the form's insides as rendered once (app/html-first-parts.tsx) unless
 * it is answering a post or a reply (`replyTo`, with `cancelHref` back to a comment of its own).
 */
export function CommentForm({
  action,
  pageResult,
  replyTo,
  cancelHref = "#komentar-form",
}: {
  action: string;
  pageResult?: CommentResult;
  replyTo?: ReplyTarget;
  cancelHref?: string;
}) {
  const parts = useContext(RenderedParts);
  if (parts?.commentForm && !pageResult && !replyTo) {
    return (
      <form
        {...formAttributes}
        action={action}
        method="post"
        dangerouslySetInnerHTML={{ __html: parts.place(parts.commentForm) }}
      />
    );
  }
  return (
    <LiveCommentForm
      action={action}
      pageResult={pageResult}
      replyTo={replyTo}
      cancelHref={cancelHref}
    />
  );
}

const formAttributes = {
  id: "komentar-form",
  // On HTML-first pages app/islands/comment-form.ts checks and sends it.
  "data-island": "comment-form",
  noValidate: true,
  className:
    "mt-8 scroll-mt-24 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900/60",
  "aria-labelledby": "komentar-form-judul",
};

function LiveCommentForm({
  action,
  pageResult,
  replyTo,
  cancelHref,
}: {
  action: string;
  pageResult?: CommentResult;
  replyTo?: ReplyTarget;
  cancelHref: string;
}) {
  const fetcher = useFetcher<CommentResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const initial = pageResult?.values ?? emptyCommentValues;
  const [draft, setDraft] = useState({ name: initial.name, content: initial.content });

  const sending = fetcher.state !== "idle";
  const result = fetcher.data ?? pageResult;
  const form = useFormCheck(
    (data) => checkComment(formFields(data)),
    result?.ok === false ? result.errors : undefined,
  );
  const tooLong = draft.content.trim().length > commentMaxLength;
  const errors: CommentErrors = {
    ...form.errors,
    ...(tooLong ? { content: t.contentTooLong } : {}),
  };
  // Before hydration the button must work, or a reader without JavaScript could never post.
  const blank = draft.name.trim() === "" || draft.content.trim() === "";
  const disabled = hydrated && (sending || blank);

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    if (answer.ok) {
      toast.success(t.sentTitle, { description: answer.message });
      formRef.current?.reset();
    } else if (!answer.errors) {
      toast.error(t.errorTitle, { description: answer.message });
    }
  }, [fetcher.state, fetcher.data]);

  function handleReset() {
    setDraft({ name: "", content: "" });
    form.clear();
  }

  return (
    <fetcher.Form
      ref={formRef}
      {...formAttributes}
      method="post"
      action={action}
      onSubmit={form.onSubmit}
      onReset={handleReset}
    >
      <CommentFields
        notice={fetcher.data ? undefined : pageResult}
        initial={initial}
        replyTo={replyTo}
        cancelHref={cancelHref}
        errors={errors}
        counter={t.counter(draft.content.length, commentMaxLength)}
        tooLong={tooLong}
        disabled={disabled}
        sending={sending}
        onNameChange={(name) => setDraft({ ...draft, name })}
        onContentChange={(content) => setDraft({ ...draft, content })}
      />
    </fetcher.Form>
  );
}

/** What the form holds, as a form nobody has typed into yet renders it on the server. */
export function BlankCommentFields() {
  return (
    <CommentFields
      cancelHref="#komentar-form"
      initial={emptyCommentValues}
      errors={{}}
      counter={t.counter(0, commentMaxLength)}
      tooLong={false}
      disabled={false}
      sending={false}
    />
  );
}

function CommentFields({
  notice,
  initial,
  replyTo,
  cancelHref,
  errors,
  counter,
  tooLong,
  disabled,
  sending,
  onNameChange,
  onContentChange,
}: {
  notice?: CommentResult;
  initial: typeof emptyCommentValues;
  replyTo?: ReplyTarget;
  cancelHref: string;
  errors: CommentErrors;
  counter: string;
  tooLong: boolean;
  disabled: boolean;
  sending: boolean;
  onNameChange?: (name: string) => void;
  onContentChange?: (content: string) => void;
}) {
  return (
    <>
      <h3 id="komentar-form-judul" className="text-lg font-bold">
        {t.formTitle}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t.formNote}</p>
      <PageNotice result={notice} />

      <ReplyBar replyTo={replyTo} cancelHref={cancelHref} />

      <input type="hidden" name="intent" value="comment" />
      <input type="hidden" name={parentField} value={replyTo ? String(replyTo.id) : ""} />
      {/* The honeypot: out of sight and out of the accessibility tree; only bots fill it. */}
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {t.honeypotLabel}
          <input
            type="text"
            name={honeypotField}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>

      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <Field id="comment-name" label={t.nameLabel} error={errors.name}>
          {(props) => (
            <input
              {...props}
              name="name"
              type="text"
              autoComplete="name"
              placeholder={t.namePlaceholder}
              defaultValue={initial.name}
              onChange={(event) => onNameChange?.(event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field id="comment-email" label={t.emailLabel} error={errors.email}>
          {(props) => (
            <input
              {...props}
              name="email"
              type="email"
              autoComplete="email"
              placeholder={t.emailPlaceholder}
              defaultValue={initial.email}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <PurposeLine text={texts.footer.commentPurpose} />
      <Field
        id="comment-content"
        label={t.contentLabel}
        error={errors.content}
        describedBy="comment-counter"
        className="mt-4"
      >
        {(props) => (
          <textarea
            {...props}
            name="content"
            rows={5}
            placeholder={t.contentPlaceholder}
            defaultValue={initial.content}
            onChange={(event) => onContentChange?.(event.target.value)}
            className={`${inputClass} resize-y`}
          />
        )}
      </Field>

      <label className="mt-4 flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          name={notifyField}
          defaultChecked={initial.notify}
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
          aria-describedby="comment-notify-hint"
        />
        <span>
          <span className="block font-medium">{t.notifyLabel}</span>
          <span id="comment-notify-hint" className="text-slate-500 dark:text-slate-400">
            {t.notifyHint}
          </span>
        </span>
      </label>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p
          id="comment-counter"
          aria-live="polite"
          className={`text-sm tabular-nums ${tooLong ? "font-semibold text-red-700 dark:text-red-400" : "text-slate-500 dark:text-slate-400"}`}
        >
          {counter}
        </p>
        <button
          type="submit"
          disabled={disabled}
          className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-brand-600"
        >
          <Send className="size-4" aria-hidden />
          {sending ? t.sending : t.submit}
        </button>
      </div>
    </>
  );
}

const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none aria-invalid:border-red-500 sm:text-sm dark:border-slate-700 dark:bg-slate-950 dark:placeholder:text-slate-500 dark:aria-invalid:border-red-400";

/**
 * Whom the form answers: shown for `?balas=` and, hidden in the form rendered once, filled in by
 * the island (app/islands/comment-form.ts) when a reader clicks Balas.
 */
function ReplyBar({ replyTo, cancelHref }: { replyTo?: ReplyTarget; cancelHref: string }) {
  return (
    <p
      data-reply-bar
      hidden={!replyTo}
      className="mt-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900 dark:bg-brand-700/30 dark:text-brand-100"
    >
      <strong data-reply-name className="font-semibold break-words">
        {replyTo ? t.replyingTo(replyTo.authorName) : ""}
      </strong>
      <a
        href={cancelHref}
        data-reply-cancel
        className="font-medium underline underline-offset-2 hover:no-underline"
      >
        {t.replyCancel}
      </a>
    </p>
  );
}

/** The answer to a post made without JavaScript, shown where the reader is looking. */
function PageNotice({ result }: { result?: CommentResult }) {
  if (result?.ok) {
    return (
      <div
        role="status"
        className="mt-4 flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-emerald-100"
      >
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>
          <strong className="block">{t.sentTitle}</strong>
          {result.message}
        </p>
      </div>
    );
  }
  if (result && !result.ok && !result.errors) {
    return (
      <p
        role="alert"
        className="mt-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200"
      >
        {result.message}
      </p>
    );
  }
  return null;
}
