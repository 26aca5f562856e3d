import { settingSchemas } from "~/lib/settings-schema";
import { defaultSiteSettings, type SiteSettingKey, type SiteSettings } from "~/lib/site-settings";
import type { DB } from "./db/connection";
import {
  compareAndSetSetting,
  insertSettingIfMissing,
  selectSetting,
  selectSettingsWithPrefix,
  storeSettingWhileEmpty,
  upsertSettings,
} from "./db/settings";
import { countUsers } from "./db/users";
import { rememberedRead } from "./read-memory";

// This module is the one owner of the `settings` table (its queries are in ./db/settings.ts). The
// owner's settings are rows keyed `site.<field>`, their values JSON text. Warta's own state kept
// beside them has typed keys below: nothing else reads or writes the table.
const prefix = "site.";

/** Rows of Warta's own state: the generated auth secret, the last moderation digest's time. */
export type InternalSettingKey = "auth_secret" | "mail.moderation_digest_at";
const keys = Object.keys(settingSchemas) as SiteSettingKey[];

function load<K extends SiteSettingKey>(settings: SiteSettings, key: K, raw: string | undefined) {
  if (raw === undefined) return;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return;
  }
  // A value that breaks today's rules (written by hand, or by an older version) keeps the default.
  const parsed = settingSchemas[key].safeParse(value);
  if (parsed.success) settings[key] = parsed.data as SiteSettings[K];
}

/** The stored settings over the defaults, read from the database now. */
export async function readSiteSettings(db: DB): Promise<SiteSettings> {
  const rows = await selectSettingsWithPrefix(db, prefix);
  const stored = new Map(rows.map((row) => [row.key.slice(prefix.length), row.value]));
  const settings = structuredClone(defaultSiteSettings);
  for (const key of keys) load(settings, key, stored.get(key));
  return settings;
}

/** Writes every setting (validated by the caller) in one transaction. */
export async function saveSiteSettings(db: DB, settings: SiteSettings): Promise<void> {
  const rows = keys.map((key) => ({ key: prefix + key, value: JSON.stringify(settings[key]) }));
  await upsertSettings(db, rows);
}

/**
 * Stores the site's address when none is stored yet (the first account's sign-up, or an older
 * site's first admin visit); an address already there, recorded or edited, stays. True when
 * this call stored it.
 */
export async function recordSiteUrl(db: DB, origin: string): Promise<boolean> {
  const key = `${prefix}siteUrl`;
  const value = JSON.stringify(origin);
  const empty = JSON.stringify(defaultSiteSettings.siteUrl);
  const stored = await storeSettingWhileEmpty(db, key, value, empty);
  getSiteSettings.forget();
  return stored;
}

/** The site's settings: stored values over today's defaults, from memory when that is safe. */
export const getSiteSettings = rememberedRead(readSiteSettings);

/** Whether the sign-up form takes new accounts: switched on, or no account exists yet. */
export async function signUpAllowed(db: DB): Promise<boolean> {
  if ((await getSiteSettings(db)).signupOpen) return true;
  return (await countUsers(db)) === 0;
}

/** The stored text of one of Warta's own settings, or undefined when there is none. */
export async function readInternalSetting(
  db: DB,
  key: InternalSettingKey,
): Promise<string | undefined> {
  return selectSetting(db, key);
}

/** Stores `value` unless the key holds one already; answers the value now stored. */
export async function storeInternalSettingOnce(
  db: DB,
  key: InternalSettingKey,
  value: string,
): Promise<string> {
  await insertSettingIfMissing(db, key, value);
  return (await readInternalSetting(db, key)) ?? value;
}

/**
 * Sets the key to `next` only while it still holds `expected` (a missing row counts as ""), so
 * of several processes racing only one wins. True for the winner.
 */
export async function swapInternalSetting(
  db: DB,
  key: InternalSettingKey,
  expected: string,
  next: string,
): Promise<boolean> {
  await insertSettingIfMissing(db, key, "");
  return compareAndSetSetting(db, key, expected, next);
}
