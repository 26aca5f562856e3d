// The fields of an article shown as a card in a list: what the server's list queries return and
// what the public components (app/components/post-card.tsx, featured-stories.tsx) render.

export interface PostCard {
  id: number;
  title: string;
  slug: string;
  summary: string;
  image: string | null;
  /** The author's name: the profile's current one, else the name typed at the last save. */
  author: string | null;
  /** The author's page slug; null when the article has no profile. */
  authorSlug: string | null;
  createdAt: string;
  /** The date readers see; a draft shows its creation date. */
  publishedAt: string;
  category: { slug: string; name: string };
}
