import { Link } from "react-router";
import type { ReaderSite } from "~/lib/reader-shapes";
import { defaultLogo } from "~/lib/site-settings";
import { useSiteSettings } from "~/components/use-root-data";

const logoClass = "flex items-center gap-2 font-serif text-2xl font-bold tracking-tight";

export function Logo() {
  const site = useSiteSettings();
  return (
    <Link to="/" className={logoClass}>
      <LogoMark site={site} />
    </Link>
  );
}

/**
 * The same link as a plain anchor, for markup rendered apart from a request (no router). At the
 * foot of a page its image loads lazily, which also keeps React from putting a preload link for it
 * in front of the markup (the header's logo has one).
 */
export function PlainLogo({ site, loading }: { site: ReaderSite; loading?: "lazy" }) {
  return (
    <a href="/" className={logoClass}>
      <LogoMark site={site} loading={loading} />
    </a>
  );
}

function LogoMark({ site, loading }: { site: ReaderSite; loading?: "lazy" }) {
  // A wide logo keeps its own proportions (as tall as the mark, up to 12rem wide); it may carry
  // the site's name itself, so the name beside it is the owner's choice.
  if (site.logo && site.logoStyle !== "icon") {
    return (
      <>
        <img
          src={site.logo}
          alt={site.logoStyle === "wide" ? site.name : ""}
          loading={loading}
          height={40}
          className="h-10 w-auto max-w-48 object-contain"
        />
        {site.logoStyle === "wideWithName" && <span>{site.name}</span>}
      </>
    );
  }
  return (
    <>
      <img
        src={site.logo ?? defaultLogo}
        alt=""
        loading={loading}
        width={32}
        height={32}
        className="size-8 object-contain"
      />
      <span>{site.name}</span>
    </>
  );
}
