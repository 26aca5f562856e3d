import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { texts } from "~/lib/texts";
import { FacebookIcon, InstagramIcon, LinkedinIcon, XIcon, YoutubeIcon } from "./brand-icons";
import { Logo } from "./logo";
import { NewsletterForm } from "./newsletter-form";

const companyLinks = [
  { to: "/about", label: texts.footer.links.about },
  { to: "/contact", label: texts.footer.links.contact },
  { to: "/careers", label: texts.footer.links.careers },
];

// SPEC.md's footer names Lifestyle too, though it is not one of the ten categories: its link
// leads to the empty result, as an unknown category does.
const categoryLinks = [
  { slug: "teknologi", label: "Teknologi" },
  { slug: "bisnis", label: "Bisnis" },
  { slug: "pendidikan", label: "Pendidikan" },
  { slug: "lifestyle", label: "Lifestyle" },
];

const supportLinks = [
  { to: "/privacy", label: texts.footer.links.privacy },
  { to: "/faq", label: texts.footer.links.faq },
  { to: "/help", label: texts.footer.links.help },
  { to: "/sitemap", label: texts.footer.links.sitemap },
];

const socialLinks = [
  { href: "https://www.facebook.com/", label: "Facebook", Icon: FacebookIcon },
  {
    href: "https://www.instagram.com/",
    label: "Instagram",
    Icon: InstagramIcon,
  },
  { href: "https://x.com/", label: "X (Twitter)", Icon: XIcon },
  { href: "https://www.linkedin.com/", label: "LinkedIn", Icon: LinkedinIcon },
  { href: "https://www.youtube.com/", label: "YouTube", Icon: YoutubeIcon },
];

const linkClass = "text-slate-600 hover:text-brand-600 dark:text-slate-400 dark:hover:text-white";

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

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo />
          <p className="mt-4 max-w-sm text-sm text-slate-600 dark:text-slate-400">
            {texts.footer.about}
          </p>
          <NewsletterForm className="mt-6 max-w-sm" />
        </div>
        <LinkGroup title={texts.footer.company}>
          {companyLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </LinkGroup>
        <LinkGroup title={texts.footer.categories}>
          {categoryLinks.map((link) => (
            <li key={link.slug}>
              <Link to={`/?category=${link.slug}`} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </LinkGroup>
        <LinkGroup title={texts.footer.support}>
          {supportLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </LinkGroup>
      </div>
      <div className="mx-auto flex max-w-6xl flex-col gap-6 border-t border-slate-200 px-4 py-8 text-sm text-slate-600 md:flex-row md:items-center md:justify-between dark:border-slate-800 dark:text-slate-400">
        <address className="flex flex-col gap-2 not-italic sm:flex-row sm:gap-6">
          <span className="flex items-center gap-2">
            <MapPin className="size-4" aria-hidden />
            {texts.footer.address}
          </span>
          <a
            href={`mailto:${texts.footer.email}`}
            className={`flex items-center gap-2 ${linkClass}`}
          >
            <Mail className="size-4" aria-hidden />
            {texts.footer.email}
          </a>
          <a
            href={`tel:${texts.footer.phone.replace(/\s/g, "")}`}
            className={`flex items-center gap-2 ${linkClass}`}
          >
            <Phone className="size-4" aria-hidden />
            {texts.footer.phone}
          </a>
        </address>
        <ul className="flex gap-3" aria-label={texts.footer.social}>
          {socialLinks.map(({ href, label, Icon }) => (
            <li key={label}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label}
                className={`block rounded-full p-2 hover:bg-slate-200 dark:hover:bg-slate-800 ${linkClass}`}
              >
                <Icon className="size-5" />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className="pb-8 text-center text-sm text-slate-500 dark:text-slate-500">
        {texts.footer.copyright(year)}
      </p>
    </footer>
  );
}
