import { Search } from "~/components/icons";
import { Form } from "react-router";

interface AdminSearchFormProps {
  q: string;
  label: string;
  placeholder: string;
  button: string;
}

/** The GET search box above an admin table; the query stays in the URL. */
export function AdminSearchForm({ q, label, placeholder, button }: AdminSearchFormProps) {
  return (
    <Form method="get" role="search" className="mt-6 flex max-w-md gap-2">
      <label htmlFor="q" className="sr-only">
        {label}
      </label>
      <input
        id="q"
        name="q"
        type="search"
        defaultValue={q}
        placeholder={placeholder}
        className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
      />
      <button
        type="submit"
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        <Search className="size-4" aria-hidden />
        {button}
      </button>
    </Form>
  );
}
