// What the site says about itself, as the owner set it in Pengaturan. Shared by the browser and
// the server; stored one row per field in `settings` (app/.server/settings.ts), validated by
// settings-schema.ts. A site that never opened Pengaturan gets these defaults, today's texts.
import { defaultTimeZone, type TimeZone } from "./schedule";
import { privacyPath, retentionDefaults } from "./privacy-page";
import { texts } from "./texts";

export const socialNetworks = [
  "instagram",
  "facebook",
  "x",
  "youtube",
  "tiktok",
  "linkedin",
  "whatsapp",
] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const socialLabels: Record<SocialNetwork, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  x: "X (Twitter)",
  youtube: "YouTube",
  tiktok: "TikTok",
  linkedin: "LinkedIn",
  whatsapp: "WhatsApp",
};

export interface FooterLink {
  label: string;
  /** A path on this site ("/about") or an http(s) URL. */
  href: string;
}

export interface FooterGroup {
  title: string;
  links: FooterLink[];
}

export interface SiteSettings {
  name: string;
  tagline: string;
  description: string;
  heroTitle: string;
  heroText: string;
  /** Media URL or http(s) URL; null: Warta's own mark. */
  logo: string | null;
  /**
   * How the header and footer show the logo: a square mark beside the site's name ("icon"), or a
   * wide logo at its own proportions, alone ("wide") or with the name ("wideWithName").
   */
  logoStyle: LogoStyle;
  favicon: string | null;
  address: string;
  phone: string;
  email: string;
  social: Partial<Record<SocialNetwork, string>>;
  footerText: string;
  footerGroups: FooterGroup[];
  /** The share image of pages without one of their own (home, lists). */
  shareImage: string | null;
  signupOpen: boolean;
  /**
   * The site's canonical origin ("https://blog.contoh.id"): recorded when the first account is
   * created, "" until then. SITE_URL overrides it (app/.server/site-url.ts).
   */
  siteUrl: string;
  /** The zone scheduled times are typed and shown in. */
  timeZone: TimeZone;
  /** How many images one Kontributor may add to the media library per day. */
  contributorDailyUploads: number;
  /** Count views without cookies (docs/decisions/0026-audience-counting.md); off: nothing is sent. */
  audienceCounting: boolean;
  /** Hapus data keeps an erased person's comments as "Pembaca", without the address. */
  keepCommentText: boolean;
  /** Subscriptions never confirmed are deleted this many days after they were asked for. */
  unconfirmedDays: number;
  /** Commenters' addresses are removed this many months after the comment. */
  commenterEmailMonths: number;
}

export type SiteSettingKey = keyof SiteSettings;

export const logoStyles = ["icon", "wide", "wideWithName"] as const;
export type LogoStyle = (typeof logoStyles)[number];

/** The dashboard screen that edits them. */
export const settingsPath = "/admin/settings";

const f = texts.footer;

export const defaultSiteSettings: SiteSettings = {
  name: texts.site.name,
  tagline: texts.site.tagline,
  description: texts.site.description,
  heroTitle: texts.home.heroTitle,
  heroText: texts.home.heroTagline,
  logo: null,
  logoStyle: "icon",
  favicon: null,
  address: f.address,
  phone: f.phone,
  email: f.email,
  social: {
    facebook: "https://www.facebook.com/",
    instagram: "https://www.instagram.com/",
    x: "https://x.com/",
    linkedin: "https://www.linkedin.com/",
    youtube: "https://www.youtube.com/",
  },
  footerText: f.about,
  footerGroups: [
    {
      title: f.company,
      links: [
        { label: f.links.about, href: "/about" },
        { label: f.links.contact, href: "/contact" },
        { label: f.links.careers, href: "/careers" },
      ],
    },
    {
      // SPEC.md's footer names Lifestyle too, though it is not one of the ten categories: its
      // link leads to the empty result, as an unknown category does.
      title: f.categories,
      links: [
        { label: "Teknologi", href: "/kategori/teknologi" },
        { label: "Bisnis", href: "/kategori/bisnis" },
        { label: "Pendidikan", href: "/kategori/pendidikan" },
        // Not one of the categories (SPEC.md names it in the footer only): a search for it.
        { label: "Lifestyle", href: "/?q=lifestyle" },
      ],
    },
    {
      title: f.support,
      links: [
        { label: f.links.privacy, href: privacyPath },
        { label: f.links.faq, href: "/faq" },
        { label: f.links.help, href: "/help" },
        { label: f.links.sitemap, href: "/sitemap" },
      ],
    },
  ],
  shareImage: null,
  signupOpen: true,
  audienceCounting: true,
  siteUrl: "",
  timeZone: defaultTimeZone,
  contributorDailyUploads: 20,
  keepCommentText: false,
  unconfirmedDays: retentionDefaults.unconfirmedDays,
  commenterEmailMonths: retentionDefaults.commenterEmailMonths,
};

/** Warta's own mark, shown while the owner has uploaded no logo or favicon. */
export const defaultLogo = "/favicon.svg";

/** The `<title>` of a page: "Judul | Nama situs", or the site's own line for the home page. */
export function pageTitle(site: Pick<SiteSettings, "name" | "tagline">, title?: string): string {
  return title ? `${title} | ${site.name}` : `${site.name}: ${site.tagline}`;
}

/** The copyright line under the footer. */
export function copyright(site: Pick<SiteSettings, "name">, year: number): string {
  return texts.footer.copyright(year, site.name);
}

/** True for a link that leaves the site (opened as a plain <a>, not the router's <Link>). */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
