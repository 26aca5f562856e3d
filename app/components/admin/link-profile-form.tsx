import { Form } from "react-router";
import { texts } from "~/lib/admin-texts";

const t = texts.profile;

/**
 * The users page's link between an author profile without an account (an imported author) and an
 * account: the account takes that profile as its own byline.
 */
export function LinkProfileForm({
  profiles,
  users,
}: {
  profiles: { id: number; name: string }[];
  users: { id: string; email: string }[];
}) {
  if (profiles.length === 0) return null;
  return (
    <section className="mt-6 rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
      <h2 className="text-lg font-semibold">{t.linkedProfile}</h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t.linkedProfileHint}</p>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="linkProfile" />
        <label className="text-sm">
          <span className="block font-medium">{t.linkedProfile}</span>
          <select
            name="profileId"
            className="mt-1 rounded-lg border border-slate-300 px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
          >
            {profiles.map((profile) => (
              <option key={profile.id} value={profile.id}>
                {profile.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block font-medium">{t.linkAccount}</span>
          <select
            name="userId"
            className="mt-1 rounded-lg border border-slate-300 px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
          >
            {users.map((user) => (
              <option key={user.id} value={user.id}>
                {user.email}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="rounded-xl bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t.linkProfile}
        </button>
      </Form>
    </section>
  );
}
