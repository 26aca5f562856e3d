/**
 * Shows or clears the message under a form control, as the Field component renders it on the
 * server (`<p id="{control}-error">`, `aria-invalid`, `aria-describedby`), keeping the control's
 * other descriptions (a character counter).
 */
export function showFieldError(control: HTMLElement, message: string | undefined): void {
  const id = `${control.id}-error`;
  document.getElementById(id)?.remove();
  const described = (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((part) => part && part !== id);
  if (message) {
    const error = document.createElement("p");
    error.id = id;
    error.className = "mt-1 text-sm text-red-700 dark:text-red-400";
    error.textContent = message;
    control.closest("div")?.after(error);
    described.push(id);
    control.setAttribute("aria-invalid", "true");
  } else {
    control.removeAttribute("aria-invalid");
  }
  if (described.length > 0) control.setAttribute("aria-describedby", described.join(" "));
  else control.removeAttribute("aria-describedby");
}
