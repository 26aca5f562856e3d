/** The public path of the article with this slug. */
export function articlePath(slug: string): string {
  return `/blog/${slug}`;
}
