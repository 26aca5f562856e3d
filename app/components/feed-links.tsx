import type { FeedPaths } from "~/lib/feed-paths";

/** A list's feeds, RSS 2.0 and JSON Feed, announced to feed readers in <head> (React hoists). */
export function FeedLinks({ title, paths }: { title: string; paths: FeedPaths }) {
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={title} href={paths.rssPath} />
      <link rel="alternate" type="application/feed+json" title={title} href={paths.jsonPath} />
    </>
  );
}
