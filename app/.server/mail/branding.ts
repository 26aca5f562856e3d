import { texts } from "~/lib/texts";
import type { DB } from "../db/connection";

export interface Branding {
  name: string;
  /** Absolute URL of the logo, or undefined: the name alone heads the message. */
  logoUrl?: string;
}

// The site's name and logo as the owner set them (settings rows `site.name` and `site.logo`,
// JSON text), falling back to Warta's own name. The one place mail reads site settings, so it
// can move to the settings module without touching the templates.
export async function siteBranding(db: DB, origin: string): Promise<Branding> {
  const rows = await db
    .selectFrom("settings")
    .select(["key", "value"])
    .where("key", "in", ["site.name", "site.logo"])
    .execute();
  const value = (key: string): string | undefined => {
    const raw = rows.find((row) => row.key === key)?.value;
    if (raw === undefined) return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      return typeof parsed === "string" && parsed.trim() !== "" ? parsed.trim() : undefined;
    } catch {
      return undefined;
    }
  };
  const logo = value("site.logo");
  return {
    name: value("site.name") ?? texts.site.name,
    // Only the site's own media: a mail never loads an image from an address someone typed.
    logoUrl: logo?.startsWith("/media/") ? `${origin}${logo}` : undefined,
  };
}
