// The site's settings as the owner saves them in Pengaturan, with the images they upload: every
// upload checked before any is stored, so a refused save stores nothing. Pages follow through
// the change feed (the settings table's triggers; the rule: ../context.ts).
import type { FormErrors } from "~/lib/form-errors";
import type { SiteSettings } from "~/lib/site-settings";
import type { Services } from "../context";
import { saveSiteSettings } from "../settings";
import { checkUpload, storeUpload, refusalOf } from "../uploads";

/** An image setting's field and the file chosen for it. */
export type SettingsUpload = [field: keyof SiteSettings, file: File];

export type SettingsSaveResult =
  { ok: true } | { ok: false; status: 400 | 413; errors: FormErrors };

/** Stores `settings` (already valid), each upload becoming its field's media address. */
export async function saveSettings(
  { db }: Services,
  settings: SiteSettings,
  uploads: readonly SettingsUpload[],
): Promise<SettingsSaveResult> {
  for (const [field, file] of uploads) {
    const refusal = await refusalOf(() => checkUpload(file));
    if (refusal) return { ok: false, status: refusal.status, errors: { [field]: refusal.message } };
  }
  const stored: SiteSettings = { ...settings };
  for (const [field, file] of uploads) {
    Object.assign(stored, { [field]: await storeUpload(db, file) });
  }
  await saveSiteSettings(db, stored);
  return { ok: true };
}
