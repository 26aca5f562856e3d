import type { ReaderSite } from "~/lib/reader-shapes";
import { useContext } from "react";
import { Mail, MapPin, Phone } from "~/components/icons";
import {
  copyright,
  isExternal,
  socialLabels,
  socialNetworks,
  type FooterLink,
  type SocialNetwork,
} from "~/lib/site-settings";
import { texts } from "~/lib/texts";
import { useSiteSettings } from "~/components/use-root-data";
import {
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  TiktokIcon,
  WhatsappIcon,
  XIcon,
  YoutubeIcon,
} from "./brand-icons";
import { Logo, PlainLogo } from "./logo";
import { NewsletterForm, StaticNewsletterForm } from "./newsletter-form";
import { RenderedParts } from "./rendered-parts";

const socialIcons: Record<SocialNetwork, (props: { className?: string }) => React.ReactNode> = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  x: XIcon,
  youtube: YoutubeIcon,
  tiktok: TiktokIcon,
  linkedin: LinkedinIcon,
  whatsapp: WhatsappIcon,
};

const linkClass = "text-slate-600 hover:text-brand-700 dark:text-slate-300 dark:hover:text-white";

function FooterLinkItem({ link }: { link: FooterLink }) {
  if (isExternal(link.href)) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {link.label}
      </a>
    );
  }
  return (
    <a href={link.href} className={linkClass}>
      {link.label}
    </a>
  );
}

function LinkGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white">
        {title}
      </h2>
      <ul className="mt-4 space-y-2 text-sm">{children}</ul>
    </div>
  );
}

const footerClass =
  "mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40";

export function SiteFooter() {
  const parts = useContext(RenderedParts);
  const site = useSiteSettings();
  if (parts?.footer) {
    return (
      <footer
        className={footerClass}
        dangerouslySetInnerHTML={{ __html: parts.place(parts.footer) }}
      />
    );
  }
  return (
    <footer className={footerClass}>
      <FooterContent site={site} year={new Date().getFullYear()} />
    </footer>
  );
}

/**
 * What the footer holds. `plain` renders it without React Router (a plain logo link, a form the
 * island or the browser posts), so that it can be rendered apart from any request.
 */
export function FooterContent({
  site,
  year,
  plain = false,
}: {
  site: ReaderSite;
  year: number;
  plain?: boolean;
}) {
  const social = socialNetworks.flatMap((network) => {
    const href = site.social[network];
    return href ? [{ network, href, Icon: socialIcons[network] }] : [];
  });
  const columns = site.footerGroups.length > 2 ? "lg:grid-cols-5" : "lg:grid-cols-4";
  return (
    <>
      <div className={`mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 ${columns}`}>
        <div className="min-w-0 lg:col-span-2">
          {plain ? <PlainLogo site={site} loading="lazy" /> : <Logo />}
          {site.footerText && (
            <p className="mt-4 max-w-sm text-sm whitespace-pre-line text-slate-600 dark:text-slate-300">
              {site.footerText}
            </p>
          )}
          {plain ? (
            <StaticNewsletterForm className="mt-6 max-w-sm" />
          ) : (
            <NewsletterForm className="mt-6 max-w-sm" />
          )}
        </div>
        {site.footerGroups.map((group, index) => (
          <LinkGroup key={index} title={group.title}>
            {group.links.map((link, linkIndex) => (
              <li key={linkIndex}>
                <FooterLinkItem link={link} />
              </li>
            ))}
          </LinkGroup>
        ))}
      </div>
      <div className="mx-auto flex max-w-6xl flex-col gap-6 border-t border-slate-200 px-4 py-8 text-sm text-slate-600 md:flex-row md:items-center md:justify-between dark:border-slate-800 dark:text-slate-300">
        <address className="flex flex-col gap-2 not-italic sm:flex-row sm:flex-wrap sm:gap-x-6">
          {site.address && (
            <span className="flex items-center gap-2">
              <MapPin className="size-4 shrink-0" aria-hidden />
              {site.address}
            </span>
          )}
          {site.email && (
            <a href={`mailto:${site.email}`} className={`flex items-center gap-2 ${linkClass}`}>
              <Mail className="size-4 shrink-0" aria-hidden />
              {site.email}
            </a>
          )}
          {site.phone && (
            <a
              href={`tel:${site.phone.replace(/[^0-9+]/g, "")}`}
              className={`flex items-center gap-2 ${linkClass}`}
            >
              <Phone className="size-4 shrink-0" aria-hidden />
              {site.phone}
            </a>
          )}
        </address>
        {social.length > 0 && (
          <ul className="flex flex-wrap gap-3" aria-label={texts.footer.social}>
            {social.map(({ network, href, Icon }) => (
              <li key={network}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={socialLabels[network]}
                  className={`block rounded-full p-2 hover:bg-slate-200 dark:hover:bg-slate-800 ${linkClass}`}
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="pb-8 text-center text-sm text-slate-600 dark:text-slate-300">
        {copyright(site, year)}
      </p>
    </>
  );
}
