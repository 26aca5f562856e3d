import { z } from "zod";
import { isYes } from "./form-boolean";
import {
  logoStyles,
  socialNetworks,
  type FooterGroup,
  type SiteSettingKey,
  type SiteSettings,
  type SocialNetwork,
  defaultSiteSettings,
} from "./site-settings";
import { timeZones } from "./schedule";
import { texts } from "./admin-texts";

const t = texts.settings;

export const maxFooterGroups = 4;
export const maxFooterLinks = 8;

// Each setting's rules, applied to what the form sends and again to what is read back from the
// database (a row written by hand or by an older version falls back to its default).

function text(label: string, max: number, required = false) {
  const trimmed = z.string({ error: t.notText(label) }).trim();
  return z.preprocess(
    (value) => value ?? "",
    required
      ? trimmed.min(1, t.required(label)).max(max, t.tooLong(label, max))
      : trimmed.max(max, t.tooLong(label, max)),
  );
}

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (protocol === "https:" || protocol === "http:") && hostname !== "";
}

const mediaPath = /^\/media\/[a-f0-9]{32}\.webp$/;

/** An http(s) URL, or empty. */
const httpUrl = z
  .string({ error: t.urlInvalid })
  .trim()
  .max(500, t.urlInvalid)
  .refine((value) => value === "" || isHttpUrl(value), t.urlInvalid);

/** One of our uploads or an http(s) URL; empty or absent is no image. */
const image = z.preprocess(
  (value) => value ?? "",
  z
    .string({ error: t.imageInvalid })
    .trim()
    .max(500, t.imageInvalid)
    .refine((value) => value === "" || mediaPath.test(value) || isHttpUrl(value), t.imageInvalid)
    .transform((value) => (value === "" ? null : value)),
);

// A path on this site ("/about", "/kategori/x"), never "//host" (another site) or a backslash
// trick; or an http(s) URL.
function isHref(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value) || isHttpUrl(value);
}

// A blank row (no label, no address) is allowed and dropped; half a link is not. Rows keep their
// places while being checked, so a message lands beside the input it is about.
const footerLink = z
  .object({
    label: z.string({ error: t.linkIncomplete }).trim().max(60, t.tooLong(t.linkLabelField, 60)),
    href: z.string({ error: t.hrefInvalid }).trim().max(500, t.hrefInvalid),
  })
  .superRefine((link, ctx) => {
    if (link.label === "" && link.href === "") return;
    if (link.label === "")
      ctx.addIssue({ code: "custom", path: ["label"], message: t.linkIncomplete });
    if (link.href === "")
      ctx.addIssue({ code: "custom", path: ["href"], message: t.linkIncomplete });
    else if (!isHref(link.href))
      ctx.addIssue({ code: "custom", path: ["href"], message: t.hrefInvalid });
  });

const footerGroup = z
  .object({
    title: z
      .string({ error: t.groupTitleRequired })
      .trim()
      .max(40, t.tooLong(t.groupTitleField, 40)),
    links: z.array(footerLink).max(maxFooterLinks, t.tooManyLinks(maxFooterLinks)),
  })
  .superRefine((group, ctx) => {
    const used = group.links.some((link) => link.label !== "");
    if (used && group.title === "") {
      ctx.addIssue({ code: "custom", path: ["title"], message: t.groupTitleRequired });
    }
  })
  .transform((group): FooterGroup => ({
    title: group.title,
    links: group.links.filter((link) => link.label !== ""),
  }));

const footerGroups = z
  .array(footerGroup)
  .max(maxFooterGroups, t.tooManyGroups(maxFooterGroups))
  .transform((groups) => groups.filter((group) => group.title !== "" || group.links.length > 0));

const social = z.partialRecord(z.enum(socialNetworks), httpUrl).transform((links) => {
  const kept: Partial<Record<SocialNetwork, string>> = {};
  for (const network of socialNetworks) {
    const url = links[network];
    if (url) kept[network] = url;
  }
  return kept;
});

const email = z
  .string({ error: t.emailInvalid })
  .trim()
  .max(254, t.emailInvalid)
  .refine((value) => value === "" || z.email().safeParse(value).success, t.emailInvalid);

const phone = z
  .string({ error: t.phoneInvalid })
  .trim()
  .max(40, t.tooLong(t.phone, 40))
  .regex(/^[0-9+()\-.\s]*$/, t.phoneInvalid);

/**
 * The origin of an http(s) address with nothing after the host but an optional "/": a path, a
 * query, a fragment or a user name would not be the site's address. Undefined when it is not one.
 */
export function httpOrigin(value: string): string | undefined {
  if (!isHttpUrl(value)) return undefined;
  const url = new URL(value);
  if (url.username || url.password || url.search || url.hash || url.pathname !== "/") {
    return undefined;
  }
  if (/[?#]$/.test(value)) return undefined;
  return url.origin;
}

const siteUrl = z
  .string({ error: texts.siteAddress.invalid })
  .trim()
  .min(1, texts.siteAddress.required)
  .max(200, texts.siteAddress.invalid)
  .refine((value) => httpOrigin(value) !== undefined, texts.siteAddress.invalid)
  .transform((value) => httpOrigin(value) ?? value);

function wholeNumber(min: number, max: number, message: string) {
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

export const settingSchemas = {
  name: text(t.name, 60, true),
  tagline: text(t.tagline, 160, true),
  description: text(t.description, 300, true),
  heroTitle: text(t.heroTitle, 120, true),
  heroText: text(t.heroText, 300, true),
  logo: image,
  logoStyle: z.enum(logoStyles, { error: t.logoStyleInvalid }),
  favicon: image,
  address: text(t.address, 200),
  phone,
  email,
  social,
  footerText: text(t.footerText, 500),
  footerGroups,
  shareImage: image,
  signupOpen: z.boolean(),
  audienceCounting: z.boolean(),
  siteUrl,
  timeZone: z.enum(timeZones, { error: texts.schedule.timeZoneInvalid }),
  contributorDailyUploads: z.coerce
    .number({ error: t.contributorDailyUploadsInvalid })
    .int(t.contributorDailyUploadsInvalid)
    .min(0, t.contributorDailyUploadsInvalid)
    .max(1000, t.contributorDailyUploadsInvalid),
  keepCommentText: z.boolean(),
  unconfirmedDays: wholeNumber(1, 365, t.unconfirmedDaysInvalid),
  commenterEmailMonths: wholeNumber(1, 120, t.commenterEmailMonthsInvalid),
} satisfies { [K in SiteSettingKey]: z.ZodType<SiteSettings[K]> };

export const settingsSchema = z.object(settingSchemas);

/** The form's flat fields (`social.x`, `footerGroups.0.links.1.href`) in the shape of SiteSettings. */
export function settingsFromForm(fields: Record<string, string>): Record<string, unknown> {
  const groups: { title: string; links: { label: string; href: string }[] }[] = [];
  for (let g = 0; fields[`footerGroups.${g}.title`] !== undefined; g++) {
    const links: { label: string; href: string }[] = [];
    for (let l = 0; fields[`footerGroups.${g}.links.${l}.label`] !== undefined; l++) {
      links.push({
        label: fields[`footerGroups.${g}.links.${l}.label`] ?? "",
        href: fields[`footerGroups.${g}.links.${l}.href`] ?? "",
      });
    }
    groups.push({ title: fields[`footerGroups.${g}.title`] ?? "", links });
  }
  return {
    name: fields.name,
    tagline: fields.tagline,
    description: fields.description,
    heroTitle: fields.heroTitle,
    heroText: fields.heroText,
    logo: fields.logo,
    // A form from before the choice existed keeps the square mark.
    logoStyle: fields.logoStyle ?? "icon",
    favicon: fields.favicon,
    address: fields.address,
    phone: fields.phone ?? "",
    email: fields.email ?? "",
    social: Object.fromEntries(socialNetworks.map((n) => [n, fields[`social.${n}`] ?? ""])),
    footerText: fields.footerText,
    footerGroups: groups,
    shareImage: fields.shareImage,
    signupOpen: isYes(fields.signupOpen),
    audienceCounting: isYes(fields.audienceCounting),
    siteUrl: fields.siteUrl ?? "",
    timeZone: fields.timeZone,
    contributorDailyUploads: fields.contributorDailyUploads ?? "20",
    keepCommentText: isYes(fields.keepCommentText),
    // A form from before the retention settings keeps the defaults.
    unconfirmedDays: fields.unconfirmedDays ?? String(defaultSiteSettings.unconfirmedDays),
    commenterEmailMonths:
      fields.commenterEmailMonths ?? String(defaultSiteSettings.commenterEmailMonths),
  };
}
