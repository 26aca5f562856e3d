import { siFacebook, siInstagram, siTiktok, siWhatsapp, siX, siYoutube } from "simple-icons";

type IconProps = { className?: string };

function BrandIcon({ path, className }: { path: string } & IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" className={className} aria-hidden>
      <path d={path} />
    </svg>
  );
}

// simple-icons no longer ships LinkedIn's mark; this is a plain "in" on a rounded square.
const linkedinPath =
  "M4 2h16a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm2.5 7.5V18h3V9.5h-3ZM8 5a1.75 1.75 0 1 0 0 3.5A1.75 1.75 0 0 0 8 5Zm3.5 4.5V18h3v-4.4c0-1.2.5-2 1.6-2s1.4.8 1.4 2V18h3v-5c0-2.6-1.3-3.7-3.2-3.7-1.3 0-2.2.6-2.8 1.4V9.5h-3Z";

export const FacebookIcon = (props: IconProps) => <BrandIcon path={siFacebook.path} {...props} />;
export const InstagramIcon = (props: IconProps) => <BrandIcon path={siInstagram.path} {...props} />;
export const XIcon = (props: IconProps) => <BrandIcon path={siX.path} {...props} />;
export const YoutubeIcon = (props: IconProps) => <BrandIcon path={siYoutube.path} {...props} />;
export const WhatsappIcon = (props: IconProps) => <BrandIcon path={siWhatsapp.path} {...props} />;
export const TiktokIcon = (props: IconProps) => <BrandIcon path={siTiktok.path} {...props} />;
export const LinkedinIcon = (props: IconProps) => <BrandIcon path={linkedinPath} {...props} />;
