import { serializeJsonLd } from "~/lib/json-ld";

/** One step of a breadcrumb trail: its name and absolute URL. */
export interface Crumb {
  name: string;
  url: string;
}

/** The schema.org BreadcrumbList of a page (Beranda › Kategori › Artikel), for search engines. */
export function BreadcrumbJsonLd({ crumbs }: { crumbs: Crumb[] }) {
  const list = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
  return (
    <script
      type="application/ld+json"
      // Escaped by serializeJsonLd: no name can close the element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(list) }}
    />
  );
}
