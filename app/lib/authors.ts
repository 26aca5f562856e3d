import { z } from "zod";
import { slugMaxLength, slugPattern } from "./slug";
import { texts } from "./admin-texts";

// The profile form's rules, shared by Akun (which checks before sending) and the server (the
// authority). The public addresses are in ./author-paths.ts, which reader pages load.

export const maxAuthorLinks = 5;
export const maxBioLength = 500;

const t = texts.profile;

/** A full https address with a dotted host name: what a profile may link to. */
export function isProfileLink(value: string): boolean {
  if (value.length > 500) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const httpsUrl = z.string().trim().refine(isProfileLink, t.urlInvalid);

/** The profile form in Akun, as the browser sends it. */
export const profileSchema = z.object({
  name: z.string({ error: t.nameRequired }).trim().min(1, t.nameRequired).max(100, t.nameTooLong),
  slug: z
    .string({ error: t.slugInvalid })
    .trim()
    .min(1, t.slugInvalid)
    .max(Math.min(slugMaxLength, 100), t.slugInvalid)
    .regex(slugPattern, t.slugInvalid),
  bio: z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().max(maxBioLength, t.bioTooLong)),
  website: z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(z.union([z.literal(""), httpsUrl]))
    .transform((value) => value || null),
  // One address per line.
  links: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    // Checked as a whole, so the message belongs to the field rather than to one line.
    .refine((links) => links.length <= maxAuthorLinks, t.tooManyLinks(maxAuthorLinks))
    .refine((links) => links.every(isProfileLink), t.urlInvalid),
});

export type ProfileForm = z.infer<typeof profileSchema>;

/** The stored `links` column (a JSON array) as addresses; anything else reads as none. */
export function parseLinks(stored: string | null | undefined): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}
