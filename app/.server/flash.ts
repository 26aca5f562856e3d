import { createCookie } from "react-router";
import { z } from "zod";

// A one-shot message across a redirect (the toast after saving or signing out). It carries only a
// key from a fixed list, never text, so a forged cookie can at most show one of our own toasts.
export const flashKinds = [
  "created",
  "createdDraft",
  "updated",
  "updatedDraft",
  "deleted",
  "logout",
  "pagePublished",
  "pageDraft",
  "pageDeleted",
  "tagSaved",
  "tagMerged",
  "tagDeleted",
  "categoryCreated",
  "categorySaved",
  "categoryMerged",
  "categoryDeleted",
  "menuSaved",
  "menuItemDeleted",
  "menuReset",
  "scheduled",
  "unscheduled",
  "revisionRestored",
  "submitted",
  "returned",
] as const;
export type FlashKind = (typeof flashKinds)[number];

const flashCookie = createCookie("warta_flash", {
  httpOnly: true,
  sameSite: "lax",
  path: "/admin",
  maxAge: 60,
});

/** A Set-Cookie header that shows `kind` on the next admin page. */
export function setFlash(kind: FlashKind): Promise<string> {
  return flashCookie.serialize(kind);
}

/** The pending flash of this request, and the header that clears it. */
export async function takeFlash(
  request: Request,
): Promise<{ flash: FlashKind | null; headers: HeadersInit }> {
  const raw: unknown = await flashCookie.parse(request.headers.get("cookie"));
  const parsed = z.enum(flashKinds).safeParse(raw);
  if (!parsed.success) return { flash: null, headers: {} };
  return {
    flash: parsed.data,
    headers: { "Set-Cookie": await flashCookie.serialize("", { maxAge: 0 }) },
  };
}
