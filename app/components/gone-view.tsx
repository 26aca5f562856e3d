import { House } from "~/components/icons";
import { Link } from "react-router";
import { PageMeta } from "~/components/page-meta";
import { texts } from "~/lib/texts";

/** The 410 page: content that was published at this address was deleted for good. */
export function GoneView() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center" data-status={410}>
      <PageMeta title={texts.gone.title} noindex />
      <p className="text-6xl font-black text-brand-600 dark:text-brand-100">410</p>
      <h1 className="mt-4 text-3xl font-bold">{texts.gone.title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{texts.gone.text}</p>
      <Link
        to="/"
        className="mt-8 inline-flex items-center gap-2 rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
      >
        <House className="size-4" aria-hidden />
        {texts.gone.home}
      </Link>
    </div>
  );
}
