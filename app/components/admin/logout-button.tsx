import { LogOut } from "~/components/icons";
import { Form } from "react-router";
import { texts } from "~/lib/admin-texts";

export function LogoutButton() {
  return (
    <Form method="post" action="/admin/logout" reloadDocument>
      <button
        type="submit"
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        <LogOut className="size-4" aria-hidden />
        {texts.admin.logout}
      </button>
    </Form>
  );
}
