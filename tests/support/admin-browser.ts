import type { Page } from "playwright-core";
import { texts } from "~/.server/texts";

export const testPassword = "rahasia-uji-123";

/** Fills the sign-in or sign-up form of /admin/auth and presses `button`. */
export async function submitCredentials(page: Page, email: string, button: string) {
  await page.getByLabel(texts.auth.email).fill(email);
  await page.getByLabel(texts.auth.password).fill(testPassword);
  await page.getByRole("button", { name: button, exact: true }).click();
}

/** Signs `email` up through /admin/auth and waits for the dashboard. */
export async function signUp(page: Page, email: string) {
  // Straight to the sign-up mode: filling the form while the mode link re-renders it loses the input.
  await page.goto("/admin/auth?mode=daftar");
  await submitCredentials(page, email, texts.auth.signUpButton);
  await page.waitForURL("/admin/dashboard");
}

/** The sonner toasts that hold `text`. */
export function toast(page: Page, text: string) {
  // sonner's in the dashboard, app/islands/toast.ts's on HTML-first pages.
  return page.locator("[data-sonner-toast], [data-toast]").filter({ hasText: text });
}
