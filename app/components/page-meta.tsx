import { useLocation } from "react-router";
import { absoluteUrl, useSiteOrigin } from "~/lib/site-origin";
import { texts } from "~/lib/texts";

interface PageMetaProps {
  title?: string;
  description?: string;
  /** The canonical path ("/blog/x", "/?category=y"); the current path when left out. */
  path?: string;
  /** Share image, relative or absolute: tags always carry it absolute. */
  image?: string | null;
  type?: "website" | "article";
  /** Pages search engines should not list (errors, newsletter pages): no canonical either. */
  noindex?: boolean;
}

/** The page's <title>, description, canonical URL and share tags, hoisted into <head> by React. */
export function PageMeta({
  title,
  description = texts.site.description,
  path,
  image,
  type = "website",
  noindex = false,
}: PageMetaProps) {
  const origin = useSiteOrigin();
  const location = useLocation();
  const fullTitle = title
    ? `${title} | ${texts.site.name}`
    : `${texts.site.name}: ${texts.site.tagline}`;
  const url = `${origin}${path ?? location.pathname}`;
  const imageUrl = absoluteUrl(origin, image);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:title" content={title ?? texts.site.name} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={texts.site.name} />
      <meta property="og:locale" content="id_ID" />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={title ?? texts.site.name} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
    </>
  );
}
