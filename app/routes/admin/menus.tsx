import { data, redirect } from "react-router";
import { z } from "zod";
import { useFlashToast } from "~/components/admin/flash-toast";
import { AdminLoadError } from "~/components/admin/load-error";
import { MenuSection } from "~/components/admin/menu-editor";
import { PageTitle } from "~/components/page-meta";
import { requireCan } from "~/.server/auth";
import { idField, readFormSafely, refuseFields, unreadableForm } from "~/.server/action-kit";
import { services } from "~/.server/context";
import {
  addMenuItem,
  changeMenu,
  listMenuItems,
  listMenuTargetChoices,
  listSavedMenus,
  moveMenuItem,
  nestMenuItem,
  readMenuTargets,
  removeMenuItem,
  resetMenu,
  updateMenuItem,
  type MenuChange,
  type MenuItemInput,
} from "~/.server/db/menus";
import { setFlash, takeFlash, type FlashKind } from "~/.server/flash";
import { adminMenus, defaultMenuItems } from "~/.server/menus";
import { readSiteSettings } from "~/.server/settings";
import { errorsOf } from "~/lib/action-result";
import { texts } from "~/lib/admin-texts";
import { formFields, validate, type FormErrors } from "~/lib/form-errors";
import {
  isSafeMenuUrl,
  maxMenuItems,
  maxMenuLabelLength,
  menuNames,
  type MenuName,
} from "~/lib/menus";
import { useActionToast } from "~/lib/use-action-toast";
import type { Route } from "./+types/menus";

const t = texts.menus;

const menu = z.enum(menuNames, { error: t.badRequest });
const id = idField(t.badRequest);
const optionalId = z.union([z.literal("").transform(() => null), id]).optional();

const itemSchema = z
  .object({
    menu,
    label: z
      .string()
      .optional()
      .transform((label) => (label ?? "").replace(/\s+/g, " ").trim())
      .pipe(z.string().max(maxMenuLabelLength, t.labelTooLong(maxMenuLabelLength))),
    target: z
      .string({ error: t.targetRequired })
      .regex(/^(?:(?:category|tag|page|author):[1-9]\d{0,8}|url|column)$/, t.targetRequired),
    url: z
      .string()
      .optional()
      .transform((url) => (url ?? "").trim()),
    parent: optionalId,
  })
  .superRefine((item, context) => {
    const needsLabel = item.target === "url" || item.target === "column";
    if (needsLabel && !item.label) {
      context.addIssue({ code: "custom", path: ["label"], message: t.labelRequired });
    }
    if (item.target !== "url") return;
    if (!item.url) context.addIssue({ code: "custom", path: ["url"], message: t.urlRequired });
    else if (!isSafeMenuUrl(item.url)) {
      context.addIssue({ code: "custom", path: ["url"], message: t.urlInvalid });
    }
  });

const placeSchema = z.object({ menu, id });
const moveSchema = placeSchema.extend({
  direction: z.enum(["up", "down"], { error: t.badRequest }),
});
const nestSchema = placeSchema.extend({ way: z.enum(["in", "out"], { error: t.badRequest }) });

type MenuErrors = FormErrors<"label" | "target" | "url" | "parent">;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCan(request, context, "menus.manage");
  const { db } = services(context);
  const [items, saved, choices, settings] = await Promise.all([
    listMenuItems(db),
    listSavedMenus(db),
    listMenuTargetChoices(db),
    readSiteSettings(db),
  ]);
  const targets = await readMenuTargets(db, items);
  const footerGroups = settings.footerGroups;
  const menus = menuNames.map((name) =>
    adminMenus(name, items, targets, saved.includes(name), defaultMenuItems(name, footerGroups)),
  );
  const { flash, headers } = await takeFlash(request);
  return data({ menus, choices, flash }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireCan(request, context, "menus.manage");
  const { db } = services(context);
  const form = await readFormSafely(request);
  if (!form) return unreadableForm();
  const fields = formFields(form);
  // The answer belongs to the item's row, or to the menu's form that adds one.
  const refused = (status: 400 | 404, errors: MenuErrors) =>
    refuseFields(status, errors, {
      for: fields.id ?? `${fields.menu ?? ""}-${fields.form ?? "new"}`,
    });
  const done = async (flash?: FlashKind) =>
    redirect("/admin/menus", { headers: flash ? { "Set-Cookie": await setFlash(flash) } : {} });
  const change = async (name: MenuName, work: Parameters<typeof changeMenu<MenuChange>>[3]) => {
    const settings = await readSiteSettings(db);
    return changeMenu(db, name, () => defaultMenuItems(name, settings.footerGroups), work);
  };
  const answer = (result: MenuChange, flash: FlashKind | undefined, refusal: string) => {
    if (result === "missing") return refused(404, { form: t.notFound });
    if (result === "full") return refused(400, { form: t.full(maxMenuItems) });
    if (result === "refused") return refused(400, { form: refusal });
    return done(flash);
  };

  switch (fields.intent) {
    case "add":
    case "save": {
      const parsed = validate(itemSchema, fields);
      if (!parsed.ok) return refused(400, parsed.errors);
      const input = await itemInput(db, parsed.data);
      if (typeof input === "string") return refused(400, { target: input });
      const { menu: name, parent } = parsed.data;
      // A footer's top level holds its columns, and each column holds links.
      const column = input.kind === "column";
      if (name === "header" && column) return refused(400, { target: t.targetRequired });
      if (fields.intent === "add") {
        if (name === "footer" && column !== (parent == null)) {
          return refused(400, { parent: t.parentMissing });
        }
        const result = await change(name, (trx) => addMenuItem(trx, name, parent ?? null, input));
        if (result === "missing") return refused(400, { parent: t.parentMissing });
        return answer(result, "menuSaved", t.badRequest);
      }
      const itemId = id.safeParse(fields.id);
      if (!itemId.success) return refused(400, { form: t.badRequest });
      const result = await change(name, (trx) => updateMenuItem(trx, name, itemId.data, input));
      return answer(result, "menuSaved", t.badRequest);
    }
    case "remove": {
      const parsed = validate(placeSchema, fields);
      if (!parsed.ok) return refused(400, { form: t.badRequest });
      const { menu: name, id: itemId } = parsed.data;
      return answer(
        await change(name, (trx) => removeMenuItem(trx, name, itemId)),
        "menuItemDeleted",
        t.badRequest,
      );
    }
    case "move": {
      const parsed = validate(moveSchema, fields);
      if (!parsed.ok) return refused(400, { form: t.badRequest });
      const { menu: name, id: itemId, direction } = parsed.data;
      const step = direction === "up" ? -1 : 1;
      return answer(
        await change(name, (trx) => moveMenuItem(trx, name, itemId, step)),
        undefined,
        t.cannotMove,
      );
    }
    case "nest": {
      const parsed = validate(nestSchema, fields);
      if (!parsed.ok) return refused(400, { form: t.badRequest });
      const { menu: name, id: itemId, way } = parsed.data;
      return answer(
        await change(name, (trx) => nestMenuItem(trx, name, itemId, way)),
        undefined,
        name === "header" ? t.cannotNest : t.cannotMove,
      );
    }
    case "start": {
      const parsed = menu.safeParse(fields.menu);
      if (!parsed.success) return refused(400, { form: t.badRequest });
      await change(parsed.data, async () => "done");
      return done("menuSaved");
    }
    case "reset": {
      const parsed = menu.safeParse(fields.menu);
      if (!parsed.success) return refused(400, { form: t.badRequest });
      await resetMenu(db, parsed.data);
      return done("menuReset");
    }
    default:
      return refused(400, { form: t.badRequest });
  }
}

/** The item the form describes, its label from its target's name when left empty. */
async function itemInput(
  db: Parameters<typeof readMenuTargets>[0],
  item: { label: string; target: string; url: string },
): Promise<MenuItemInput | string> {
  if (item.target === "column") {
    return { label: item.label, kind: "column", targetId: null, url: null };
  }
  if (item.target === "url")
    return { label: item.label, kind: "url", targetId: null, url: item.url };
  const [kind, value] = item.target.split(":") as ["category" | "tag" | "page" | "author", string];
  const targetId = Number(value);
  const targets = await readMenuTargets(db, [{ kind, targetId }]);
  // A draft page is a fine target (it shows once published): its name is read apart.
  const name =
    targets[kind].get(targetId)?.name ??
    (await listMenuTargetChoices(db))[kind].find((choice) => choice.id === targetId)?.name;
  if (name === undefined) return t.targetMissing;
  return { label: (item.label || name).slice(0, maxMenuLabelLength), kind, targetId, url: null };
}

export default function Menus({ loaderData, actionData }: Route.ComponentProps) {
  const { menus, choices, flash } = loaderData;
  useFlashToast(flash, loaderData);
  // A field's problem shows beside it; only the form's own problem is a toast.
  useActionToast(errorsOf(actionData)?.form ? actionData : undefined, { retry: true });
  return (
    <>
      <PageTitle title={t.title} />
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">{t.lead}</p>
      {menus.map((menu) => (
        <MenuSection key={menu.name} menu={menu} choices={choices} actionData={actionData} />
      ))}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError error={error} />;
}
