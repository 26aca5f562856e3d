import { requireCan } from "~/.server/auth";
import { readFormSafely, refuse, unreadableForm } from "~/.server/action-kit";
import { readPersonalData, requestedAddress } from "~/.server/commands/personal-data";
import { services } from "~/.server/context";
import { formFields } from "~/lib/form-errors";
import type { Route } from "./+types/personal-data-download";

// Unduh data (Data pribadi): everything held about one address as a JSON file. A POST, so the
// address is in no URL and no access log; a download is no page, so anonymous gets 401.
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireCan(request, context, "personalData.manage", { page: false });
  const svc = services(context);
  const actor = { id: user.id, email: user.email };
  const form = await readFormSafely(request);
  if (!form) return unreadableForm();
  const email = await requestedAddress(svc, actor, "download", formFields(form).email);
  if (!email.ok) return refuse(400, email.message, { errors: { email: email.message } });
  const { requestId, report } = await readPersonalData(svc, actor, email.email, "download");
  return new Response(JSON.stringify({ requestId, ...report }, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="data-pribadi-${requestId}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
