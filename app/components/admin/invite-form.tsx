import { Form } from "react-router";
import { texts } from "~/lib/admin-texts";
import { roleLabels, staffRoles } from "~/lib/roles";

const t = texts.users;
const fieldClass =
  "mt-1 rounded-lg border border-slate-300 px-3 py-2 dark:border-slate-700 dark:bg-slate-900";

/** Pengguna's Undang: an address, a role and an optional name; the action mails the link. */
export function InviteForm() {
  return (
    <section
      className="mt-6 rounded-2xl border border-slate-200 p-6 dark:border-slate-800"
      aria-labelledby="undang"
    >
      <h2 id="undang" className="text-lg font-semibold">
        {t.inviteTitle}
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t.inviteLead}</p>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="invite" />
        <label className="text-sm">
          <span className="block font-medium">{t.inviteEmail}</span>
          <input name="email" type="email" required maxLength={254} className={fieldClass} />
        </label>
        <label className="text-sm">
          <span className="block font-medium">{t.inviteRole}</span>
          <select name="role" defaultValue="kontributor" className={fieldClass}>
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block font-medium">{t.inviteName}</span>
          <input name="name" maxLength={100} className={fieldClass} />
        </label>
        <button
          type="submit"
          className="rounded-xl bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t.inviteButton}
        </button>
      </Form>
    </section>
  );
}
