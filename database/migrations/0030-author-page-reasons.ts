import type { Kysely } from "kysely";
import { slugify } from "../../app/lib/slug";

// Author pages that exist for a reason (issue 39, docs/decisions/0023-author-profiles.md).
// - `public`: an administrator's mark that opens a profile's page before its first published
//   article (otherwise a page is public once the profile has one).
// - `pending_changes`: a Kontributor's edit of a public profile (JSON of the fields), waiting for
//   an editor; readers keep seeing the stored fields until it is approved.
// - Sign-up used to name an account, and so its profile and slug, after the address's local
//   part. Such a profile loses that name (bylines then say "Redaksi <site>"); a profile that has
//   a display name of its own but still a slug from the address gets a slug from its name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("author_profiles")
    .addColumn("public", "boolean", (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable("author_profiles").addColumn("pending_changes", "text").execute();

  const rows = (await db
    .selectFrom("author_profiles")
    .innerJoin("user", "user.id", "author_profiles.user_id")
    .select(["author_profiles.id", "author_profiles.slug", "author_profiles.name", "user.email"])
    .execute()) as { id: number; slug: string; name: string; email: string }[];
  const taken = new Set(
    (await db.selectFrom("author_profiles").select("slug").execute()).map(
      (row: { slug: string }) => row.slug,
    ),
  );
  for (const row of rows) {
    const localPart = (row.email.split("@")[0] ?? "").trim();
    const fromAddress = slugify(localPart);
    if (row.name.trim().toLowerCase() === localPart.toLowerCase()) {
      await db.updateTable("author_profiles").set({ name: "" }).where("id", "=", row.id).execute();
      continue;
    }
    const slugFromAddress =
      fromAddress !== "" &&
      (row.slug === fromAddress || new RegExp(`^${fromAddress}-\\d+$`).test(row.slug));
    const base = slugify(row.name).slice(0, 80).replace(/-+$/, "");
    if (!slugFromAddress || base === "") continue;
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.delete(row.slug);
    taken.add(slug);
    await db.updateTable("author_profiles").set({ slug }).where("id", "=", row.id).execute();
  }
}
