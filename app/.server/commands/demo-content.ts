// "Hapus konten contoh" in Pengaturan (issue 43): removes what the demo seed wrote and nothing
// else (db/demo-content.ts), and the demo's texts in the settings while they are still the
// demo's (an owner's own wording stays), in ONE transaction with the `site.demoRemoved` event and
// the activity entry (docs/decisions/0029-commands.md). Pages follow through the change feed:
// posts, categories and settings carry its triggers (the rule: ../context.ts).
import { defaultSiteSettings, socialNetworks, type SiteSettings } from "~/lib/site-settings";
import { categoryPath } from "~/lib/categories";
import { recordActivity, type Actor } from "../activity";
import type { Services } from "../context";
import { removeDemoContent, type DemoRemoval } from "../db/demo-content";
import { recordEvent } from "../db/events";
import { readSiteSettings, saveSiteSettings } from "../settings";

// The demo's "Lifestyle" link in the footer, a search (SPEC.md names it in the footer only).
const demoFooterSearches = ["/?q=lifestyle"];

/** The settings without the demo's texts still in them: null when there is none left. */
export function withoutDemoTexts(
  settings: SiteSettings,
  removedCategories: readonly string[],
): SiteSettings | null {
  const next: SiteSettings = {
    ...settings,
    social: Object.fromEntries(
      socialNetworks.flatMap((network) => {
        const link = settings.social[network];
        return link && link !== defaultSiteSettings.social[network] ? [[network, link]] : [];
      }),
    ),
  };
  for (const key of ["footerText", "address", "phone", "email"] as const) {
    if (next[key] === defaultSiteSettings[key]) next[key] = "";
  }
  const gone = new Set([...removedCategories.map(categoryPath), ...demoFooterSearches]);
  next.footerGroups = settings.footerGroups
    .map((group) => ({ ...group, links: group.links.filter((link) => !gone.has(link.href)) }))
    .filter((group) => group.links.length > 0);
  return JSON.stringify(next) === JSON.stringify(settings) ? null : next;
}

export interface DemoRemovalResult extends DemoRemoval {
  texts: boolean;
}

/** Removes the demo content as `actor` (an admin: the route checks `settings.manage`). */
export function removeDemo({ db, limits }: Services, actor: Actor): Promise<DemoRemovalResult> {
  return db.transaction().execute(async (trx) => {
    const removed = await removeDemoContent(trx);
    const settings = withoutDemoTexts(await readSiteSettings(trx), removed.categories);
    if (settings) await saveSiteSettings(trx, settings);
    const result = { ...removed, texts: settings !== null };
    const summary = {
      articles: result.articles,
      images: result.images,
      tags: result.tags,
      authors: result.authors,
      categories: result.categories.length,
      texts: result.texts,
    };
    await recordEvent(trx, "site.demoRemoved", null, summary);
    await recordActivity(trx, limits, actor, {
      action: "site.demoRemoved",
      object: { type: "site", id: "demo" },
      detail: `${summary.articles} artikel, ${summary.images} gambar, ${summary.categories} kategori`,
    });
    return result;
  });
}
