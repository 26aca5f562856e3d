import { Link } from "react-router";
import { defaultLogo } from "~/lib/site-settings";
import { useSiteSettings } from "~/components/use-root-data";

export function Logo() {
  const site = useSiteSettings();
  return (
    <Link to="/" className="flex items-center gap-2 font-serif text-2xl font-bold tracking-tight">
      <img
        src={site.logo ?? defaultLogo}
        alt=""
        width={32}
        height={32}
        className="size-8 object-contain"
      />
      <span>{site.name}</span>
    </Link>
  );
}
