import { isRouteErrorResponse } from "react-router";
import { texts } from "~/lib/admin-texts";

// In production React Router replaces a loader's own error with "Unexpected Server Error": the
// reader then gets our Indonesian words for it instead of English they cannot act on.
const sanitized = "Unexpected Server Error";

/** What went wrong, in words an editor can read: a response's message, or our own. */
export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    if (typeof data === "string" && data.trim() !== "") return data;
    if (typeof data === "object" && data !== null && "message" in data) {
      return String(data.message);
    }
    return error.status >= 500 ? texts.admin.serverError : `${error.status} ${error.statusText}`;
  }
  if (error instanceof Error && error.message && error.message !== sanitized) return error.message;
  return texts.admin.serverError;
}

/** SPEC.md's dashboard error state: 'Error memuat data: {message}' with 'Coba Lagi'. */
export function AdminLoadError({ error }: { error: unknown }) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-200 p-8 text-center dark:border-red-900"
    >
      <p className="font-semibold text-red-700 dark:text-red-400">
        {texts.admin.loadError(errorMessage(error))}
      </p>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{texts.admin.loadErrorHint}</p>
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
