import { texts } from "~/lib/texts";

/** The page's <title> and description, hoisted into <head> by React. */
export function PageMeta({ title, description }: { title?: string; description?: string }) {
  const fullTitle = title
    ? `${title} | ${texts.site.name}`
    : `${texts.site.name}: ${texts.site.tagline}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description ?? texts.site.description} />
    </>
  );
}
