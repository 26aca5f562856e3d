import type { DB } from "../db/connection";
import { getSiteSettings } from "../settings";

export interface Branding {
  name: string;
  /** Absolute URL of the logo, or undefined: the name alone heads the message. */
  logoUrl?: string;
}

/** The site's name and logo as the owner set them in Pengaturan, for the head of every mail. */
export async function siteBranding(db: DB, origin: string): Promise<Branding> {
  const { name, logo } = await getSiteSettings(db);
  return {
    name,
    // Only the site's own media: a mail never loads an image from an address someone typed.
    logoUrl: logo?.startsWith("/media/") ? `${origin}${logo}` : undefined,
  };
}
