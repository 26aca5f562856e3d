import { useCallback, useEffect, useState } from "react";
import { texts } from "~/lib/admin-texts";
import type { MediaDescription } from "~/lib/media";
import { MediaUploader } from "./media-uploader";

const t = texts.media;

/** What the picker hands back: the image's address, size and its library description. */
export interface PickedImage extends MediaDescription {
  url: string;
  originalName: string;
  width: number;
  height: number;
}

/** The library as a picker: search, upload, and one button per image the account may use. */
function MediaPickerDialog({
  onPick,
  onClose,
}: {
  onPick: (image: PickedImage) => void;
  onClose: () => void;
}) {
  const [query, setQuery] = useState("");
  const [items, setItems] = useState<(PickedImage & { hash: string })[] | undefined>();

  const load = useCallback(async (q: string) => {
    const response = await fetch(`/admin/media/items?q=${encodeURIComponent(q)}`);
    if (!response.ok) return setItems([]);
    setItems(((await response.json()) as { items: (PickedImage & { hash: string })[] }).items);
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => void load(query), 200);
    return () => clearTimeout(timer);
  }, [load, query]);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 sm:items-center">
      <div
        role="dialog"
        aria-modal="true"
        aria-label={t.pickTitle}
        className="flex max-h-[90vh] w-full max-w-3xl flex-col gap-3 overflow-y-auto rounded-t-2xl bg-white p-4 sm:rounded-2xl dark:bg-slate-950"
        onKeyDown={(event) => {
          if (event.key === "Escape") onClose();
        }}
      >
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">{t.pickTitle}</h2>
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm dark:border-slate-700"
          >
            {t.close}
          </button>
        </div>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t.search}
          <input
            type="search"
            value={query}
            placeholder={t.searchPlaceholder}
            onChange={(event) => setQuery(event.target.value)}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
          />
        </label>
        <MediaUploader onUploaded={() => void load(query)} />
        {items?.length === 0 && <p className="text-sm">{query ? t.noMatch : t.empty}</p>}
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {items?.map((item) => (
            <li key={item.hash}>
              <button
                type="button"
                onClick={() => onPick(item)}
                className="flex w-full flex-col gap-1 rounded-lg border border-slate-200 p-2 text-left text-xs hover:border-brand-600 dark:border-slate-800"
              >
                <img
                  src={`/media/${item.hash}-480.webp`}
                  alt=""
                  className="aspect-video w-full rounded object-contain"
                />
                <span className="truncate">
                  <span className="sr-only">{`${t.pickThis}: `}</span>
                  {item.originalName || t.noName}
                </span>
                {item.alt && <span className="truncate text-slate-500">{item.alt}</span>}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** "Pilih dari Media": a button that opens the library as a picker and hands back the choice. */
export function PickFromMedia({
  onPick,
  className,
  children,
}: {
  onPick: (image: PickedImage) => void;
  className?: string;
  children?: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        title={t.pick}
        aria-label={t.pick}
        onClick={() => setOpen(true)}
        className={className}
      >
        {children ?? t.pick}
      </button>
      {open && (
        <MediaPickerDialog
          onClose={() => setOpen(false)}
          onPick={(image) => {
            setOpen(false);
            onPick(image);
          }}
        />
      )}
    </>
  );
}
