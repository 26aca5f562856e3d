import { ChevronDown, Trash2 } from "~/components/icons";
import { Form, useNavigation } from "react-router";
import { Field, FormAlert, inputClass } from "~/components/field";
import { errorsOf } from "~/lib/action-result";
import type { ActionResult } from "~/lib/action-result";
import { texts } from "~/lib/admin-texts";
import type { FormErrors } from "~/lib/form-errors";
import {
  maxMenuLabelLength,
  maxMenuUrlLength,
  targetKinds,
  type AdminMenu,
  type AdminMenuItem,
  type TargetKind,
} from "~/lib/menus";

const t = texts.menus;

type Choices = Record<Exclude<TargetKind, "url">, { id: number; name: string }[]>;
type MenuErrors = FormErrors<"label" | "target" | "url" | "parent">;

const linkedKinds = targetKinds.filter(
  (kind): kind is Exclude<TargetKind, "url"> => kind !== "url",
);

const smallButton =
  "inline-flex items-center gap-1 rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm font-semibold hover:bg-slate-100 disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800";
const primaryButton =
  "rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60";

/** One menu: its items with their buttons and forms, and the forms that add to it. */
export function MenuSection({
  menu,
  choices,
  actionData,
}: {
  menu: AdminMenu;
  choices: Choices;
  actionData: ActionResult | undefined;
}) {
  const header = menu.name === "header";
  const errorsFor = (key: string): MenuErrors => errorsOf(actionData, key) ?? {};
  // The adding forms start empty again once what they added is in the list.
  const size = menu.items.reduce((sum, item) => sum + 1 + item.children.length, 0);
  return (
    <section aria-labelledby={`menu-${menu.name}`} className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`menu-${menu.name}`} className="text-xl font-semibold">
          {header ? t.header : t.footer}
        </h2>
        {menu.saved && (
          <Form
            method="post"
            onSubmit={(event) => {
              if (!window.confirm(t.resetConfirm)) event.preventDefault();
            }}
          >
            <input type="hidden" name="menu" value={menu.name} />
            <button type="submit" name="intent" value="reset" className={smallButton}>
              {t.reset}
            </button>
          </Form>
        )}
      </div>
      <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
        {header ? t.headerLead : t.footerLead}
      </p>
      {!menu.saved && (
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <p>{t.defaultsNote}</p>
          <Form method="post">
            <input type="hidden" name="menu" value={menu.name} />
            <button type="submit" name="intent" value="start" className={smallButton}>
              {t.start}
            </button>
          </Form>
        </div>
      )}
      {menu.items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t.empty}</p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {menu.items.map((item, index) => (
            <li key={item.id || index} className="p-3">
              <ItemRow
                menu={menu}
                item={item}
                siblings={menu.items}
                index={index}
                choices={choices}
                errors={errorsFor(String(item.id))}
              />
              {(item.children.length > 0 || !header) && (
                <ol className="mt-2 ml-4 space-y-2 border-l border-slate-200 pl-3 sm:ml-8 dark:border-slate-800">
                  {item.children.length === 0 && (
                    <li className="text-sm text-slate-600 dark:text-slate-400">{t.emptyColumn}</li>
                  )}
                  {item.children.map((child, childIndex) => (
                    <li key={child.id || childIndex}>
                      <ItemRow
                        menu={menu}
                        item={child}
                        siblings={item.children}
                        index={childIndex}
                        choices={choices}
                        errors={errorsFor(String(child.id))}
                        parentIndex={index}
                      />
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {(header || menu.saved) && (
          <div className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
            <h3 className="font-semibold">{header ? t.newItem : t.newLink}</h3>
            <ItemForm
              key={size}
              menu={menu}
              prefix={`${menu.name}-new`}
              choices={choices}
              errors={errorsFor(`${menu.name}-new`)}
            />
          </div>
        )}
        {!header && (
          <div className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
            <h3 className="font-semibold">{t.newColumn}</h3>
            <ItemForm
              key={size}
              menu={menu}
              prefix={`${menu.name}-column`}
              column
              choices={choices}
              errors={errorsFor(`${menu.name}-column`)}
            />
          </div>
        )}
      </div>
    </section>
  );
}

function ItemRow({
  menu,
  item,
  siblings,
  index,
  choices,
  errors,
  parentIndex,
}: {
  menu: AdminMenu;
  item: AdminMenuItem;
  siblings: AdminMenuItem[];
  index: number;
  choices: Choices;
  errors: MenuErrors;
  /** The parent's place among the top level, for a sub-item. */
  parentIndex?: number;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === String(item.id);
  const header = menu.name === "header";
  const column = item.target === "column";
  const child = parentIndex !== undefined;
  if (!menu.saved) {
    return (
      <div className="flex flex-wrap items-baseline gap-x-3 text-sm">
        <span className="font-semibold">{item.label}</span>
        {item.href && (
          <span className="break-all text-slate-600 dark:text-slate-400">{item.href}</span>
        )}
      </div>
    );
  }
  const button = (name: string, value: string, text: string, label: string, disabled: boolean) => (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={disabled || busy}
      aria-label={label}
      className={smallButton}
    >
      {text}
    </button>
  );
  const columns = menu.items.length;
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <Form method="post" className="flex flex-wrap gap-1">
          <input type="hidden" name="menu" value={menu.name} />
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="intent" value="move" />
          {button("direction", "up", t.up, t.upLabel(item.label), index === 0)}
          {button(
            "direction",
            "down",
            t.down,
            t.downLabel(item.label),
            index === siblings.length - 1,
          )}
        </Form>
        {!column && (
          <Form method="post" className="flex flex-wrap gap-1">
            <input type="hidden" name="menu" value={menu.name} />
            <input type="hidden" name="id" value={item.id} />
            <input type="hidden" name="intent" value="nest" />
            {header &&
              !child &&
              button(
                "way",
                "in",
                t.indent,
                t.indentLabel(item.label),
                index === 0 || item.children.length > 0,
              )}
            {header && child && button("way", "out", t.outdent, t.outdentLabel(item.label), false)}
            {!header &&
              button(
                "way",
                "in",
                t.previousColumn,
                t.previousColumnLabel(item.label),
                parentIndex === 0,
              )}
            {!header &&
              button(
                "way",
                "out",
                t.nextColumn,
                t.nextColumnLabel(item.label),
                parentIndex === columns - 1,
              )}
          </Form>
        )}
      </div>
      <details className="group mt-2" open={Object.keys(errors).length > 0 ? true : undefined}>
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 [&::-webkit-details-marker]:hidden">
          <ChevronDown
            className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
            aria-hidden
          />
          <span className={column ? "font-bold uppercase tracking-wide" : "font-semibold"}>
            {item.label}
          </span>
          {!column && (
            <span className="text-xs break-all text-slate-600 dark:text-slate-400">
              {item.href ?? t.hidden}
            </span>
          )}
          <span className="sr-only">{t.edit}</span>
        </summary>
        <div className="mt-3 grid gap-4 lg:grid-cols-[2fr_1fr]">
          <ItemForm
            menu={menu}
            prefix={`menu-item-${item.id}`}
            item={item}
            column={column}
            choices={choices}
            errors={errors}
            busy={busy}
          />
          <Form
            method="post"
            onSubmit={(event) => {
              if (!window.confirm(t.removeConfirm)) event.preventDefault();
            }}
          >
            <input type="hidden" name="menu" value={menu.name} />
            <input type="hidden" name="id" value={item.id} />
            <button
              type="submit"
              name="intent"
              value="remove"
              disabled={busy}
              aria-label={t.removeLabel(item.label)}
              className="inline-flex items-center gap-1 rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60 dark:border-red-800 dark:text-red-400 dark:hover:bg-red-950"
            >
              <Trash2 className="size-4" aria-hidden />
              {t.remove}
            </button>
          </Form>
        </div>
      </details>
    </div>
  );
}

/** Adds an item (without `item`) or saves one: label, target and, for a URL, the address. */
function ItemForm({
  menu,
  prefix,
  item,
  column = false,
  choices,
  errors,
  busy,
}: {
  menu: AdminMenu;
  prefix: string;
  item?: AdminMenuItem;
  column?: boolean;
  choices: Choices;
  errors: MenuErrors;
  busy?: boolean;
}) {
  const field = (name: string) => `${prefix}-${name}`;
  const header = menu.name === "header";
  // Where a new item goes: the header's top level or under an item; a footer link in a column.
  const parents = item || column ? [] : menu.items.filter((parent) => parent.id !== 0);
  return (
    <Form method="post" className="mt-3 space-y-3">
      <FormAlert message={errors.form} />
      <input type="hidden" name="menu" value={menu.name} />
      {item && <input type="hidden" name="id" value={item.id} />}
      {!item && <input type="hidden" name="form" value={column ? "column" : "new"} />}
      {column && <input type="hidden" name="target" value="column" />}
      <Field
        id={field("label")}
        label={column ? t.columnTitle : t.label}
        error={errors.label}
        hint={column ? undefined : t.labelHint}
      >
        {(props) => (
          <input
            {...props}
            name="label"
            defaultValue={item?.label}
            maxLength={maxMenuLabelLength}
            className={inputClass(errors.label)}
          />
        )}
      </Field>
      {!column && (
        <>
          <Field id={field("target")} label={t.target} error={errors.target}>
            {(props) => (
              <select
                {...props}
                name="target"
                defaultValue={item?.target ?? ""}
                className={inputClass(errors.target)}
              >
                <option value="">{t.targetRequired}</option>
                <option value="url">{t.urlChoice}</option>
                {linkedKinds
                  .filter((kind) => choices[kind].length > 0)
                  .map((kind) => (
                    <optgroup key={kind} label={t.kinds[kind]}>
                      {choices[kind].map((choice) => (
                        <option key={choice.id} value={`${kind}:${choice.id}`}>
                          {choice.name}
                        </option>
                      ))}
                    </optgroup>
                  ))}
              </select>
            )}
          </Field>
          <Field id={field("url")} label={t.url} error={errors.url} hint={t.urlHint}>
            {(props) => (
              <input
                {...props}
                name="url"
                defaultValue={item?.url}
                maxLength={maxMenuUrlLength}
                inputMode="url"
                className={inputClass(errors.url)}
              />
            )}
          </Field>
        </>
      )}
      {!item && !column && parents.length > 0 && (
        <Field id={field("parent")} label={t.parent} error={errors.parent}>
          {(props) => (
            <select
              {...props}
              name="parent"
              defaultValue={header ? "" : String(parents.at(-1)?.id ?? "")}
              className={inputClass(errors.parent)}
            >
              {header && <option value="">{t.topLevel}</option>}
              {parents.map((parent) => (
                <option key={parent.id} value={parent.id}>
                  {header ? t.under(parent.label) : t.inColumn(parent.label)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <button
        type="submit"
        name="intent"
        value={item ? "save" : "add"}
        disabled={busy}
        className={primaryButton}
      >
        {item ? t.save : column ? t.addColumn : header ? t.addItem : t.addLink}
      </button>
    </Form>
  );
}
