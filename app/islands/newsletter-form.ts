import { showFieldError } from "./field-error";
import { toast } from "./toast";

/**
 * The footer's newsletter form: posts in the background and answers with a toast and, on a
 * refusal, the message beside the field. The answer is the page a browser without JavaScript
 * would show (/newsletter, status 200 when subscribed, 4xx with `[data-form-error]` when not), so
 * the server has one way to answer. Its texts come from the form's data attributes.
 */
export function mount(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  const texts = form.dataset;
  const input = form.querySelector<HTMLInputElement>("input[type=email]");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!input || !button) return;
  const label = button.textContent;

  const showError = (message: string | undefined) => showFieldError(input, message);

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    button.disabled = true;
    button.textContent = texts.submitting ?? label;
    void send(form)
      .then((answer) => {
        if (answer.ok) {
          toast("success", texts.successTitle ?? "", texts.successText);
          form.reset();
          showError(undefined);
        } else {
          const message = answer.message ?? texts.failed ?? "";
          toast("error", texts.failedTitle ?? "", message);
          showError(message);
        }
      })
      .finally(() => {
        button.disabled = false;
        button.textContent = label;
      });
  });
}

async function send(form: HTMLFormElement): Promise<{ ok: boolean; message?: string }> {
  try {
    const response = await fetch(form.action, { method: "POST", body: new FormData(form) });
    if (response.ok) return { ok: true };
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    return { ok: false, message: page.querySelector("[data-form-error]")?.textContent?.trim() };
  } catch {
    // The connection dropped: the form's own "could not save" message.
    return { ok: false };
  }
}
