import { texts } from "~/lib/texts";
import { useSiteSettings } from "./use-root-data";

export interface AudienceData {
  /** Terpopuler as last ranked (app/.server/audience/popular.ts); empty: not shown. */
  popular: { slug: string; title: string }[];
  /** What the page reports once shown (app/islands/view-beacon.ts); null: nothing. */
  beacon: { post: number } | { search: string; results: number } | null;
}

/**
 * Terpopuler, the most read articles of the last day, and the page's view beacon: a hidden
 * marker the island finds. The same markup for every reader, so cached pages stay byte-identical.
 */
export function Terpopuler({ audience }: { audience: AudienceData }) {
  const { audienceCounting } = useSiteSettings();
  const { popular, beacon } = audience;
  return (
    <>
      {popular.length > 0 && (
        <section
          aria-labelledby="terpopuler"
          data-testid="terpopuler"
          className="mx-auto mt-12 w-full max-w-6xl px-4 pb-10"
        >
          <h2
            id="terpopuler"
            className="flex items-center gap-3 text-sm font-bold tracking-widest text-brand-700 uppercase dark:text-brand-100"
          >
            <span className="h-4 w-1 rounded-full bg-brand-600 dark:bg-brand-400" aria-hidden />
            {texts.popular.heading}
          </h2>
          <ol className="mt-5 grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
            {popular.map((post, index) => (
              <li key={post.slug} className="flex items-start gap-4">
                <span
                  className="font-serif text-3xl leading-none font-bold text-brand-600 dark:text-brand-100"
                  aria-hidden
                >
                  {index + 1}
                </span>
                <a
                  href={`/blog/${post.slug}`}
                  className="font-semibold leading-snug hover:text-brand-700 hover:underline dark:hover:text-white"
                >
                  {post.title}
                </a>
              </li>
            ))}
          </ol>
        </section>
      )}
      {beacon && audienceCounting && (
        <div
          hidden
          data-island="view-beacon"
          data-post={"post" in beacon ? beacon.post : undefined}
          data-search={"search" in beacon ? beacon.search : undefined}
          data-results={"search" in beacon ? beacon.results : undefined}
        />
      )}
    </>
  );
}
