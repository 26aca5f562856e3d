import { useEffect, useState, type FormEvent } from "react";
import { useBlocker } from "react-router";
import { useFormCheck } from "~/components/use-form-check";
import type { FormErrors } from "~/lib/form-errors";
import { texts } from "~/lib/admin-texts";
import { imagesWithoutAlt } from "~/lib/media";
import { useHydrated } from "~/lib/use-hydrated";
import { EditorFrame } from "./editor-frame";
import { failureToast } from "./flash-toast";
// A .client module: in the browser's bundle with the editor's route, as before, and left out of
// the server's build (where it is undefined). Tiptap draws nothing on the server, which has no
// DOM, so the server never needs it, and a process that serves readers holds none of its code.
import { RichTextEditor } from "./rich-text-editor.client";

// The parts the article and page editors share: the form's state (checks, a refused save, the
// question before unsaved changes are left behind), the rich-text field and the publish box.

/**
 * An editor form's checks and unsaved-changes state. `serverErrors` is the action's answer to a
 * refused save: it is toasted with `failureMessage` and leaves the changes unsaved again.
 */
export function useEditorForm<Field extends string>(
  check: (form: FormData) => FormErrors<Field>,
  serverErrors: FormErrors<Field> | undefined,
  failureMessage: string,
) {
  const form = useFormCheck(check, serverErrors);
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (serverErrors) failureToast(failureMessage);
  }, [serverErrors, failureMessage]);

  // React's "adjust state on prop change": a new refusal marks the form unsaved.
  const [seenServerErrors, setSeenServerErrors] = useState(serverErrors);
  if (serverErrors !== seenServerErrors) {
    setSeenServerErrors(serverErrors);
    if (serverErrors) setDirty(true);
  }
  useUnsavedChangesGuard(dirty, texts.editor.unsaved);

  return {
    errors: form.errors,
    markDirty: () => setDirty(true),
    /** The form's onSubmit: a submission the browser lets through clears the unsaved flag. */
    onSubmit(event: FormEvent<HTMLFormElement>) {
      if (form.onSubmit(event)) setDirty(false);
    },
  };
}

/** The content field: the rich-text editor, its HTML in a hidden input, and its error. */
export function ContentField({
  label,
  html,
  error,
  onChange,
}: {
  label: string;
  html: string;
  error?: string;
  onChange: (html: string) => void;
}) {
  const hydrated = useHydrated();
  const invalid = Boolean(error);
  return (
    <div>
      <p id="content-label" className="block text-sm font-medium">
        {label}
      </p>
      <div className="mt-1">
        {hydrated ? (
          <RichTextEditor
            initialHtml={html}
            invalid={invalid}
            describedBy={error ? "content-error" : undefined}
            onChange={onChange}
          />
        ) : (
          <EditorFrame invalid={invalid} />
        )}
      </div>
      <input type="hidden" name="content" value={html} />
      <MissingAltWarning html={html} />
      {error && (
        <p id="content-error" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** A warning, not a refusal: images without alt text leave some readers with nothing. */
function MissingAltWarning({ html }: { html: string }) {
  const missing = imagesWithoutAlt(html);
  if (missing === 0) return null;
  return (
    <p role="status" className="mt-1 text-sm text-amber-800 dark:text-amber-300">
      {texts.media.missingAlt(missing)}
    </p>
  );
}

/** A checkbox with its explanation: "published" unless `name` says otherwise. */
export function PublishedBox({
  label,
  hint,
  defaultChecked,
  name = "published",
  error,
}: {
  label: string;
  hint: string;
  defaultChecked: boolean;
  name?: string;
  error?: string;
}) {
  return (
    <div>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          name={name}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${name}-error` : undefined}
          className="mt-1 size-4"
        />
        <span>
          <span className="block font-medium">{label}</span>
          <span className="text-sm text-slate-600 dark:text-slate-400">{hint}</span>
        </span>
      </label>
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Leaving with unsaved changes asks `question` first: inside the app (a blocker) and when the
 * tab is closed or reloaded. Submitting (same URL) is never blocked.
 */
function useUnsavedChangesGuard(dirty: boolean, question: string): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}
