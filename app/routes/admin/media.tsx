import { data } from "react-router";
import { requireCan, type SessionUser } from "~/.server/auth";
import { services } from "~/.server/context";
import { listMediaItems, listUploaders, type MediaQuery } from "~/.server/db/media-library";
import {
  describeImage,
  MediaRefusal,
  removeImage,
  removeUnusedImages,
  replaceImage,
} from "~/.server/media-library";
import { readForm, UploadError } from "~/.server/uploads";
import { MediaLibrary } from "~/components/admin/media-library";
import { PageTitle } from "~/components/page-meta";
import { texts } from "~/lib/admin-texts";
import { can, canMedia } from "~/lib/policy";
import type { Route } from "./+types/media";

const t = texts.media;
const pageSize = 24;

/** The library's query from the address; one who may use only their own images sees only those. */
function queryOf(url: URL, user: SessionUser): Omit<MediaQuery, "pageSize"> {
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get("page")) || 1));
  const seesAll = canMedia(user, "media.use", { uploadedBy: null });
  const uploader = url.searchParams.get("uploader") || undefined;
  return {
    search: (url.searchParams.get("q") ?? "").slice(0, 200),
    unused: url.searchParams.get("unused") === "1",
    uploader: seesAll ? uploader : user.id,
    page,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireCan(request, context, "media.library");
  const { db } = services(context);
  const query = queryOf(new URL(request.url), user);
  const { items, total } = await listMediaItems(db, { ...query, pageSize });
  const seesAll = canMedia(user, "media.use", { uploadedBy: null });
  return {
    items: items.map((item) => ({
      ...item,
      mayDescribe: canMedia(user, "media.describe", item),
      mayDelete: canMedia(user, "media.delete", item),
    })),
    total,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    query: { ...query, search: query.search ?? "", uploader: seesAll ? query.uploader : undefined },
    uploaders: seesAll ? await listUploaders(db) : [],
    bulk: can(user, "media.manage"),
  };
}

function field(form: FormData, name: string, max: number): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, max) : "";
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireCan(request, context, "media.library");
  const { db } = services(context);
  // A bulk deletion names its images as a list; every other field is read once.
  const form = await readForm(request, { maxFiles: 1, multi: ["hashes"] });
  if (form instanceof UploadError) return data({ error: form.message }, { status: form.status });
  const hash = field(form, "hash", 64);
  try {
    switch (field(form, "intent", 20)) {
      case "describe":
        await describeImage(db, user, hash, {
          alt: field(form, "alt", 500),
          caption: field(form, "caption", 1000),
          credit: field(form, "credit", 200),
        });
        return { ok: t.saved };
      case "delete":
        await removeImage(db, user, hash);
        return { ok: t.removed };
      case "bulk-delete": {
        if (!can(user, "media.manage")) return data({ error: t.forbidden }, { status: 403 });
        const hashes = form.getAll("hashes").filter((v) => typeof v === "string");
        if (hashes.length === 0) return data({ error: t.bulkNone }, { status: 400 });
        return { ok: t.removedMany(await removeUnusedImages(db, user, hashes.slice(0, 200))) };
      }
      case "replace": {
        const file = form.get("file");
        if (!(file instanceof File) || file.size === 0) {
          return data({ error: texts.editor.uploadNotImage }, { status: 400 });
        }
        await replaceImage(db, user, hash, file);
        return { ok: t.replaced };
      }
      default:
        return data({ error: t.missing }, { status: 400 });
    }
  } catch (error) {
    if (error instanceof MediaRefusal || error instanceof UploadError) {
      return data({ error: error.message }, { status: error.status });
    }
    throw error;
  }
}

export default function MediaScreen({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title={t.title} />
      <MediaLibrary {...loaderData} />
    </>
  );
}
