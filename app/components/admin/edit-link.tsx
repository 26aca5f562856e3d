import { Pencil } from "~/components/icons";
import { Link } from "react-router";

/** A list row's pencil: opens the row's editor; `label` names what it edits. */
export function EditLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <Pencil className="size-4" aria-hidden />
    </Link>
  );
}
