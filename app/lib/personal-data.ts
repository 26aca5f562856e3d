import { z } from "zod";
import { texts } from "./admin-texts";

// Data pribadi (issue 45; docs/decisions/0032-personal-data.md): what the dashboard screen, its
// server and its download share.

export const personalDataPath = "/admin/data-pribadi";
/** Unduh data posts here (a resource route: the answer is the file). */
export const personalDataDownloadPath = "/admin/data-pribadi.json";

/** The name an erased commenter's kept comments show. */
export const erasedCommenterName = "Pembaca";

/** The byline of articles whose erased author was not replaced by another. */
export const erasedAuthorByline = "Redaksi";

const t = texts.personalData;

/** The address asked about: trimmed, lower-cased, an email address. */
export const personalEmailSchema = z
  .string({ error: t.emailRequired })
  .trim()
  .min(1, t.emailRequired)
  .max(254, t.emailInvalid)
  .pipe(z.email({ error: t.emailInvalid }))
  .transform((value) => value.toLowerCase());

/** One row of a table that holds the address, its secrets left out. */
export type HeldRow = Record<string, string | number | boolean | null>;

/** Everything held about one address: the screen shows it, Unduh data hands it over as JSON. */
export interface PersonalReport {
  email: string;
  generatedAt: string;
  comments: {
    id: number;
    postId: number;
    postTitle: string;
    authorName: string;
    content: string;
    status: string;
    createdAt: string;
  }[];
  subscription: {
    createdAt: string;
    consentSource: string | null;
    consentedAt: string | null;
    confirmedAt: string | null;
    unsubscribedAt: string | null;
  } | null;
  account: {
    id: string;
    name: string;
    role: string;
    createdAt: string;
    deactivated: boolean;
    articles: number;
    authorProfile: { id: number; name: string; slug: string; bio: string } | null;
  } | null;
  mails: { id: number; kind: string; subject: string; status: string; createdAt: string }[];
  /** Every row of every table that holds the address (secrets such as tokens left out). */
  tables: Record<string, HeldRow[]>;
}

/** How many rows the report found, all tables together. */
export function heldRowCount(report: PersonalReport): number {
  return Object.values(report.tables).reduce((sum, rows) => sum + rows.length, 0);
}
