import { formFields } from "~/lib/form-errors";
import { z } from "zod";
import { requireCan, type SessionUser } from "~/.server/auth";
import { changeAccount, type AccountChange } from "~/.server/content/accounts";
import { linkProfileToAccount } from "~/.server/content/profiles";
import { listUnlinkedProfiles } from "~/.server/db/author-profiles";
import { LinkProfileForm } from "~/components/admin/link-profile-form";
import { InviteForm } from "~/components/admin/invite-form";
import { invite } from "~/.server/invitations";
import { ActivityLog } from "~/components/admin/users-activity";
import { UsersTable } from "~/components/admin/users-table";
import { staffRoles } from "~/lib/roles";
import { credentialsSchema } from "~/lib/auth-schema";
import { done, idField, readFormSafely, refuse, unreadableForm } from "~/.server/action-kit";
import { services, type Services } from "~/.server/context";
import { listUsers } from "~/.server/db/users";
import { listActivity } from "~/.server/activity";
import { activityActions } from "~/lib/activity";
import { parseListQuery } from "~/lib/list-query";
import { getSiteSettings } from "~/.server/settings";
import { PageTitle } from "~/components/page-meta";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/users";
import { useActionToast } from "~/lib/use-action-toast";

const t = texts.users;

const userActionSchema = z.object({
  intent: z.enum(["approve", "role", "deactivate", "reactivate", "remove"]),
  id: z.string().min(1).max(100),
  // Approving without choosing gives the least role: more is always a deliberate choice.
  role: z.enum(staffRoles).default("kontributor"),
  // Approving asks for the display name bylines and the author page will use; without one,
  // bylines say "Redaksi <site>" until the account sets it in Akun.
  name: z.string().trim().max(100).default(""),
  // Deleting an account: who receives its articles.
  heirId: z.string().max(100).optional(),
});

const activityPageSize = 50;

// The log's filters: an unknown value in the address is no filter, never an error.
const activityQuerySchema = z.object({
  actorId: z.string().min(1).max(100).optional().catch(undefined),
  action: z.enum(activityActions).optional().catch(undefined),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireCan(request, context, "users.manage");
  const { db } = services(context);
  const params = new URL(request.url).searchParams;
  const { page } = parseListQuery(params);
  const filter = activityQuerySchema.parse({
    actorId: params.get("orang") ?? undefined,
    action: params.get("jenis") ?? undefined,
  });
  const [users, activity, { timeZone }, unlinkedProfiles] = await Promise.all([
    listUsers(db),
    listActivity(db, filter, { page, pageSize: activityPageSize }),
    getSiteSettings(db),
    listUnlinkedProfiles(db),
  ]);
  const log = {
    ...activity,
    page,
    pageCount: Math.ceil(activity.total / activityPageSize),
    filter: { actor: filter.actorId ?? "", action: filter.action ?? "" },
  };
  return { users, log, timeZone, selfId: admin.id, unlinkedProfiles };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireCan(request, context, "users.manage");
  const form = await readFormSafely(request);
  if (!form) return unreadableForm();
  const fields = formFields(form);
  if (fields.intent === "linkProfile") return linkProfile(services(context), admin, fields);
  if (fields.intent === "invite") return inviteAccount(services(context), admin, fields);
  const parsed = userActionSchema.safeParse(fields);
  if (!parsed.success) return refuse(400, t.invalidRole);
  const { intent, id, role, heirId, name } = parsed.data;
  const change: AccountChange =
    intent === "remove"
      ? { intent, heirId }
      : intent === "deactivate" || intent === "reactivate"
        ? { intent }
        : intent === "approve"
          ? { intent, role, name }
          : { intent, role };
  const result = await changeAccount(services(context), admin, id, change);
  return result.ok ? done(result.message) : refuse(result.status, result.message);
}

const linkSchema = z.object({
  profileId: idField(),
  userId: z.string().min(1).max(200),
});

// An imported author's profile becomes an account's own byline (its articles follow).
async function linkProfile(svc: Services, admin: SessionUser, fields: Record<string, string>) {
  const parsed = linkSchema.safeParse(fields);
  if (!parsed.success) return refuse(400, texts.profile.profileUnknown);
  const target = (await listUsers(svc.db)).find((user) => user.id === parsed.data.userId);
  if (!target) return refuse(404, t.notFound);
  if (!(await linkProfileToAccount(svc, admin, parsed.data.profileId, target))) {
    return refuse(400, texts.profile.profileUnknown);
  }
  return done(texts.profile.profileLinked);
}

const inviteSchema = z.object({
  email: credentialsSchema.shape.email,
  role: z.enum(staffRoles),
  name: z.string().trim().max(100).default(""),
});

// Undang: the address gets a link that signs it in with the chosen role (app/.server/invitations.ts).
async function inviteAccount(svc: Services, admin: SessionUser, fields: Record<string, string>) {
  const parsed = inviteSchema.safeParse(fields);
  if (!parsed.success) return refuse(400, t.inviteInvalid);
  const result = await invite(svc, admin, parsed.data);
  if (result === "exists") return refuse(409, t.inviteExists);
  if (result === "noAddress") return refuse(409, t.inviteNoAddress);
  return done(t.inviteSent(parsed.data.email));
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { users, selfId } = loaderData;
  useActionToast(actionData);

  return (
    <>
      <PageTitle title={t.title} />
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t.lead}</p>
      <InviteForm />
      <UsersTable users={users} selfId={selfId} />
      <LinkProfileForm profiles={loaderData.unlinkedProfiles} users={users} />
      <ActivityLog log={loaderData.log} users={users} timeZone={loaderData.timeZone} />
    </>
  );
}
