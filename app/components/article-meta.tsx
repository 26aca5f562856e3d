import { bylineName } from "~/lib/author";
import { BreadcrumbJsonLd } from "~/components/breadcrumb-json-ld";
import { categoryPath } from "~/lib/categories";
import { texts } from "~/lib/texts";
import { authorPath } from "~/lib/author-paths";
import { serializeJsonLd } from "~/lib/json-ld";
import { absoluteUrl } from "~/lib/absolute-url";
import { mediaCropUrls } from "~/lib/media";
import { useSiteOrigin } from "~/components/use-root-data";
import { defaultLogo } from "~/lib/site-settings";
import { useSiteSettings } from "~/components/use-root-data";

interface ArticleMetaProps {
  post: {
    title: string;
    summary: string;
    image: string | null;
    author: string | null;
    authorSlug?: string | null;
    publishedAt: string;
    updatedAt: string;
    category: { name: string; slug?: string };
    /** The share image (SEO section), preferred to the cover. */
    seo?: { socialImage: string | null };
    /** The last meaningful update (Tandai sebagai diperbarui): dateModified when set. */
    markedUpdatedAt?: string | null;
  };
  /** The article's canonical URL. */
  url: string;
}

/**
 * Article tags beyond PageMeta's: publication times, the JSON-LD NewsArticle (what Google News
 * reads) and the breadcrumb trail Beranda › category › article.
 */
export function ArticleMeta({ post, url }: ArticleMetaProps) {
  const origin = useSiteOrigin();
  const site = useSiteSettings();
  const source = post.seo?.socialImage ?? post.image;
  // 16:9, 4:3 and 1:1 crops of Warta's own images, as Google asks for articles.
  const images = source
    ? mediaCropUrls(source).flatMap((url) => absoluteUrl(origin, url) ?? [])
    : [];
  const posting = {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: post.title,
    description: post.summary,
    ...(images.length > 0 ? { image: images } : {}),
    datePublished: post.publishedAt,
    dateModified: post.markedUpdatedAt ?? post.updatedAt,
    articleSection: post.category.name,
    inLanguage: "id-ID",
    author: {
      "@type": "Person",
      name: bylineName(post.author, post.authorSlug, site.name),
      ...(post.authorSlug ? { url: `${origin}${authorPath(post.authorSlug)}` } : {}),
    },
    publisher: {
      "@type": "Organization",
      name: site.name,
      url: `${origin}/`,
      logo: { "@type": "ImageObject", url: absoluteUrl(origin, site.logo ?? defaultLogo) },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
  return (
    <>
      <meta property="article:published_time" content={post.publishedAt} />
      <meta property="article:modified_time" content={post.updatedAt} />
      <meta property="article:section" content={post.category.name} />
      {post.category.slug && (
        <BreadcrumbJsonLd
          crumbs={[
            { name: texts.nav.home, url: `${origin}/` },
            { name: post.category.name, url: `${origin}${categoryPath(post.category.slug)}` },
            { name: post.title, url },
          ]}
        />
      )}
      <script
        type="application/ld+json"
        // Escaped by serializeJsonLd: no title can close the element.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(posting) }}
      />
    </>
  );
}
