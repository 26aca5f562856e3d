import type { ReactNode } from "react";
import { Form } from "react-router";

interface RemoveFormProps {
  id: string | number;
  /** Asked before sending; the form is not sent when the admin declines. */
  confirm: string;
  label: string;
  icon: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A row's "remove" button: posts `intent=remove` with the row's id after a confirmation. */
export function RemoveForm({ id, confirm, label, icon, children, className }: RemoveFormProps) {
  return (
    <Form
      method="post"
      className={className}
      onSubmit={(event) => {
        if (!window.confirm(confirm)) event.preventDefault();
      }}
    >
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value="remove"
        aria-label={label}
        className="inline-flex items-center gap-1 rounded-lg border border-red-300 px-3 py-1.5 text-xs font-semibold text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-400 dark:hover:bg-red-950"
      >
        {icon}
        {children}
      </button>
    </Form>
  );
}
