import { useLocation } from "react-router";
import { absoluteUrl } from "~/lib/absolute-url";
import { useSiteOrigin } from "~/components/use-root-data";
import { pageTitle } from "~/lib/site-settings";
import type { SeoFields } from "~/lib/seo";
import { useSiteSettings } from "~/components/use-root-data";

export interface PageMetaProps {
  title?: string;
  description?: string;
  /** The canonical path ("/blog/x", "/kategori/y"); the current path when left out. */
  path?: string;
  /** Share image, relative or absolute: tags always carry it absolute. */
  image?: string | null;
  type?: "website" | "article" | "profile";
  /** Pages search engines should not list (errors, newsletter pages): no canonical either. */
  noindex?: boolean;
  /**
   * An article's or page's SEO fields (docs/decisions/0031-article-seo.md): each one set replaces
   * the default it names; noindex hides the page as `noindex` does.
   */
  seo?: SeoFields;
}

/** The page's <title>, description, canonical URL and share tags, hoisted into <head> by React. */
export function PageMeta({
  title: defaultTitle,
  description: defaultDescription,
  path,
  image,
  type = "website",
  noindex: hidden = false,
  seo,
}: PageMetaProps) {
  const origin = useSiteOrigin();
  const location = useLocation();
  const site = useSiteSettings();
  const noindex = hidden || (seo?.noindex ?? false);
  const title = seo?.seoTitle ?? defaultTitle;
  const description = seo?.seoDescription ?? defaultDescription;
  const fullTitle = pageTitle(site, title);
  const url = seo?.canonicalUrl ?? `${origin}${path ?? location.pathname}`;
  const imageUrl = absoluteUrl(origin, seo?.socialImage ?? image ?? site.shareImage);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description ?? site.description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {/* Search engines may show the page's image large (Google Discover and News). */}
      {!noindex && <meta name="robots" content="max-image-preview:large" />}
      <meta property="og:title" content={title ?? site.name} />
      <meta property="og:description" content={description ?? site.description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="id_ID" />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={title ?? site.name} />
      <meta name="twitter:description" content={description ?? site.description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
    </>
  );
}

/** Only the <title> ("Judul | Nama situs"), for screens search engines do not list (admin). */
export function PageTitle({ title }: { title: string }) {
  return <title>{pageTitle(useSiteSettings(), title)}</title>;
}
