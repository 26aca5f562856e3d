import {
  checkComment,
  commentMaxLength,
  parentField,
  type CommentField,
} from "~/lib/comment-rules";
import { formFields } from "~/lib/form-errors";
import { texts } from "~/lib/texts";
import { showFieldError } from "./field-error";
import { toast } from "./toast";

const t = texts.comments;
const fields: CommentField[] = ["name", "email", "content"];

/**
 * The comment form on an HTML-first article: the counter and the "too long" message as the reader
 * types, the button off while the name or the comment is blank, the rules checked before sending
 * (app/lib/comment-rules.ts, the server checks again), and the post sent in the background. The
 * answer is the article page a browser without JavaScript gets: its comment form's notice
 * (`role=status` sent, `role=alert` refused) becomes a toast and its field messages are shown
 * here; the form is emptied once the comment is sent. Balas moves the form under the comment it
 * answers and fills in the hidden parent field; Batal membalas (or a sent reply) puts it back.
 */
export function mount(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  const control = (field: CommentField) =>
    form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#comment-${field}`);
  const name = control("name");
  const content = control("content");
  const counter = form.querySelector<HTMLElement>("#comment-counter");
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!name || !content || !counter || !submit) return;
  const label = submit.lastChild?.textContent ?? t.submit;
  let sending = false;
  let contentError: string | undefined;

  const update = () => {
    const tooLong = content.value.trim().length > commentMaxLength;
    counter.textContent = t.counter(content.value.length, commentMaxLength);
    for (const name of ["font-semibold", "text-red-700", "dark:text-red-400"]) {
      counter.classList.toggle(name, tooLong);
    }
    for (const name of ["text-slate-500", "dark:text-slate-400"]) {
      counter.classList.toggle(name, !tooLong);
    }
    showFieldError(content, tooLong ? t.contentTooLong : contentError);
    submit.disabled = sending || name.value.trim() === "" || content.value.trim() === "";
  };
  const showErrors = (errors: Partial<Record<CommentField, string>>) => {
    for (const field of fields) {
      const element = control(field);
      if (!element) continue;
      if (field === "content") contentError = errors.content;
      else showFieldError(element, errors[field]);
    }
    update();
  };

  const reply = replies(form, name);

  form.addEventListener("input", update);
  // A reset empties the fields after its event: read them on the next turn.
  form.addEventListener("reset", () => setTimeout(() => showErrors({})));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const errors = checkComment(formFields(new FormData(form)));
    showErrors(errors);
    if (Object.keys(errors).length > 0 || sending) return;
    sending = true;
    submit.disabled = true;
    if (submit.lastChild) submit.lastChild.textContent = t.sending;
    void send(form)
      .then((answer) => {
        if (answer.kind === "sent") {
          toast("success", t.sentTitle, t.sentText);
          form.reset();
          reply.cancel();
        } else if (answer.kind === "invalid") {
          showErrors(answer.errors);
        } else {
          toast("error", t.errorTitle, answer.message);
        }
      })
      .finally(() => {
        sending = false;
        if (submit.lastChild) submit.lastChild.textContent = label;
        update();
      });
  });
  update();
}

/**
 * Balas without leaving the page: the article's Balas links (`data-reply-to`, `data-reply-name`)
 * bring the form under their comment, naming whom it answers; cancelling takes it home.
 */
function replies(form: HTMLFormElement, focusTarget: HTMLElement): { cancel(): void } {
  const parent = form.querySelector<HTMLInputElement>(`input[name="${parentField}"]`);
  const bar = form.querySelector<HTMLElement>("[data-reply-bar]");
  const barName = bar?.querySelector<HTMLElement>("[data-reply-name]");
  const home = document.createComment("komentar-form");
  form.before(home);
  const cancel = () => {
    if (!parent || !bar) return;
    parent.value = "";
    bar.hidden = true;
    home.after(form);
  };
  if (!parent || !bar || !barName) return { cancel };
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLAnchorElement>("a[data-reply-to]");
    if (link) {
      event.preventDefault();
      parent.value = link.dataset.replyTo ?? "";
      barName.textContent = t.replyingTo(link.dataset.replyName ?? "");
      bar.hidden = false;
      (link.closest("li")?.firstElementChild ?? link).after(form);
      focusTarget.focus();
      return;
    }
    if (target?.closest("[data-reply-cancel]") && form.contains(target)) {
      event.preventDefault();
      cancel();
    }
  });
  return { cancel };
}

type Answer =
  | { kind: "sent" }
  | { kind: "invalid"; errors: Partial<Record<CommentField, string>> }
  | { kind: "error"; message: string };

async function send(form: HTMLFormElement): Promise<Answer> {
  try {
    const response = await fetch(form.action, { method: "POST", body: new FormData(form) });
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const answered = page.getElementById(form.id);
    if (answered?.querySelector('[role="status"]')) return { kind: "sent" };
    const refusal = answered?.querySelector('[role="alert"]')?.textContent?.trim();
    if (refusal) return { kind: "error", message: refusal };
    const errors: Partial<Record<CommentField, string>> = {};
    for (const field of fields) {
      const message = answered?.querySelector(`#comment-${field}-error`)?.textContent?.trim();
      if (message) errors[field] = message;
    }
    if (Object.keys(errors).length > 0) return { kind: "invalid", errors };
    return { kind: "error", message: t.sendFailed };
  } catch {
    // The connection dropped: the reader keeps what was typed.
    return { kind: "error", message: t.sendFailed };
  }
}
