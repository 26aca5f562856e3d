import { requireCan } from "~/.server/auth";
import { services } from "~/.server/context";
import { listMediaItems } from "~/.server/db/media-library";
import { canMedia } from "~/lib/policy";
import type { Route } from "./+types/media-items";

// The picker's list ("Pilih dari Media" in the editor and the cover field): the images the
// account may put in an article, newest first, searched by `q`, as JSON.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireCan(request, context, "media.library", { page: false });
  const url = new URL(request.url);
  const seesAll = canMedia(user, "media.use", { uploadedBy: null });
  const { items, total } = await listMediaItems(services(context).db, {
    search: (url.searchParams.get("q") ?? "").slice(0, 200),
    uploader: seesAll ? undefined : user.id,
    page: Math.max(1, Math.min(10_000, Number(url.searchParams.get("page")) || 1)),
    pageSize: 24,
  });
  return Response.json({
    total,
    items: items.map(({ hash, url: src, originalName, alt, caption, credit, width, height }) => ({
      hash,
      url: src,
      originalName,
      alt,
      caption,
      credit,
      width,
      height,
    })),
  });
}
