import * as cheerio from "cheerio";
import { newAddress } from "./addresses";
import type { TestServer } from "./server";

export const adminServerEnv = { TRUST_PROXY: "loopback" };

export interface AuthAnswer {
  status: number;
  cookie: string;
  html: string;
  location: string | null;
}

/** Posts the sign-in or sign-up form the way a browser without JavaScript does. */
export async function submitCredentials(
  server: TestServer,
  intent: "sign-in" | "sign-up",
  email: string,
  password: string,
  address = newAddress(),
): Promise<AuthAnswer> {
  const response = await server.fetch("/admin/auth", {
    method: "POST",
    headers: { "x-forwarded-for": address },
    body: new URLSearchParams({ intent, email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0] ?? "")
    .filter((value) => value.includes("session_token"))
    .join("; ");
  return {
    status: response.status,
    cookie,
    html: await response.text(),
    location: response.headers.get("location"),
  };
}

/** Signs up (or in, when the account exists) and returns the session cookie. */
export async function sessionFor(
  server: TestServer,
  email: string,
  password = "rahasia-uji-123",
): Promise<string> {
  const up = await submitCredentials(server, "sign-up", email, password);
  if (up.cookie) return up.cookie;
  const signedIn = await submitCredentials(server, "sign-in", email, password);
  if (!signedIn.cookie) throw new Error(`could not sign in ${email}: ${signedIn.status}`);
  return signedIn.cookie;
}

/** The article editor's fields for article `id` as the edit page shows them to `cookie`. */
export async function editFields(
  server: TestServer,
  cookie: string,
  id: number,
): Promise<Record<string, string>> {
  const page = cheerio.load(
    await (await server.fetch(`/admin/articles/${id}/edit`, { headers: { cookie } })).text(),
  );
  const current: Record<string, string> = {
    title: page('input[name="title"]').attr("value") ?? "",
    slug: page('input[name="slug"]').attr("value") ?? "",
    categoryId: page('select[name="categoryId"] option[selected]').attr("value") ?? "",
    author: page('select[name="author"] option[selected]').attr("value") ?? "",
    summary: page('textarea[name="summary"]').text(),
    content:
      page('input[name="content"], textarea[name="content"]').first().val()?.toString() ?? "",
    image: page('input[name="image"]').attr("value") ?? "",
    updatedAt: page('input[name="updatedAt"]').attr("value") ?? "",
    tags: page('input[name="tags"]').attr("value") ?? "",
  };
  if (page('input[name="published"]').is("[checked]")) current.published = "on";
  if (page('input[name="featured"]').is("[checked]")) current.featured = "on";
  return current;
}

/**
 * Saves an edit of an article through the editor's form, as the admin's browser does, starting
 * from the version the edit page shows. Answers the response (302 on success).
 */
export async function editArticle(
  server: TestServer,
  cookie: string,
  id: number,
  fields: Record<string, string>,
): Promise<Response> {
  const current = await editFields(server, cookie, id);
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...current, ...fields })) form.set(key, value);
  return server.fetch(`/admin/articles/${id}/edit`, {
    method: "POST",
    headers: { cookie },
    body: form,
  });
}
