import { texts } from "~/lib/texts";

/** SPEC.md's dashboard error state: 'Error memuat data: {message}' with 'Coba Lagi'. */
export function AdminLoadError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : texts.errors.unexpected;
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-200 p-8 text-center dark:border-red-900"
    >
      <p className="text-red-700 dark:text-red-400">{texts.admin.loadError(message)}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-4 rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {texts.admin.retry}
      </button>
    </div>
  );
}
