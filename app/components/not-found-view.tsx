import { House, RefreshCw, Undo2 } from "~/components/icons";
import { Link } from "react-router";
import { PageMeta } from "~/components/page-meta";
import { texts } from "~/lib/texts";

const buttonClass =
  "inline-flex items-center gap-2 rounded-xl px-5 py-3 font-semibold border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";

/** SPEC.md's 404 page: a message, the requested path, and buttons for home, back and refresh. */
export function NotFoundView({ path }: { path: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center" data-status={404}>
      <PageMeta title={texts.notFound.title} noindex />
      <p className="text-6xl font-black text-brand-600 dark:text-brand-100">404</p>
      <h1 className="mt-4 text-3xl font-bold">{texts.notFound.title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{texts.notFound.text}</p>
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">
        {texts.notFound.pathLabel}{" "}
        <code className="rounded bg-slate-100 px-2 py-1 break-all text-slate-800 dark:bg-slate-800 dark:text-slate-100">
          {path}
        </code>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3" data-island="history">
        <Link
          to="/"
          className={`${buttonClass} border-brand-600 bg-brand-600 text-white hover:bg-brand-700`}
        >
          <House className="size-4" aria-hidden />
          {texts.notFound.home}
        </Link>
        <button
          type="button"
          className={buttonClass}
          data-action="back"
          onClick={() => history.back()}
        >
          <Undo2 className="size-4" aria-hidden />
          {texts.notFound.back}
        </button>
        <button
          type="button"
          className={buttonClass}
          data-action="reload"
          onClick={() => location.reload()}
        >
          <RefreshCw className="size-4" aria-hidden />
          {texts.notFound.refresh}
        </button>
      </div>
    </div>
  );
}
