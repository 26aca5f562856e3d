import { Link } from "react-router";
import { texts } from "~/lib/texts";

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 font-serif text-2xl font-bold tracking-tight">
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span>{texts.site.name}</span>
    </Link>
  );
}
