import { ExternalLink, Eye } from "~/components/icons";
import { texts } from "~/lib/admin-texts";

const t = texts.publicLinks;

interface PublicLinkProps {
  /** The public path ("/blog/x", "/about"). */
  path: string;
  title: string;
  published: boolean;
}

/**
 * A row's link to its public address: "Lihat" for published content, "Pratinjau" for a draft
 * (only admins see a draft there). A document request, so the page is rendered as readers get it.
 */
export function PublicLink({ path, title, published }: PublicLinkProps) {
  const Icon = published ? ExternalLink : Eye;
  return (
    <a
      href={path}
      aria-label={published ? t.viewLabel(title) : t.previewLabel(title)}
      className="inline-flex items-center gap-1 rounded-lg px-2 py-2 text-xs font-semibold text-brand-700 hover:bg-slate-100 dark:text-brand-100 dark:hover:bg-slate-800"
    >
      <Icon className="size-4" aria-hidden />
      {published ? t.view : t.preview}
    </a>
  );
}
