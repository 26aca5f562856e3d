import { createTable } from "@tiptap/extension-table";
import { NodeSelection } from "@tiptap/pm/state";
import type { Editor, JSONContent } from "@tiptap/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { texts } from "~/lib/admin-texts";
import { parseEmbedUrl } from "~/lib/embeds";

const t = texts.editor.toolbar;

// The toolbar's buttons for the block set (docs/decisions/0025-block-set.md): Tabel (and its
// rows and columns while the caret is in one), Galeri, Kredit foto, Sematkan and Baca juga.

export const textButtonClass =
  "rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-100 aria-pressed:text-brand-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-pressed:bg-brand-700/40 dark:aria-pressed:text-white";

/** Uploads an image as the editor's image button does; its /media/… address, or undefined. */
export async function uploadImage(file: File): Promise<string | undefined> {
  const body = new FormData();
  body.set("file", file);
  const toastId = toast.loading(texts.editor.uploading);
  const response = await fetch("/admin/uploads", { method: "POST", body });
  const result = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
  toast.dismiss(toastId);
  if (!response.ok || !result.url) {
    // A refusal for the role is never told as a broken image.
    const refused = response.status === 403 ? texts.forbidden.upload : undefined;
    toast.error(result.error ?? refused ?? texts.editor.uploadCorrupt);
    return undefined;
  }
  return result.url;
}

/**
 * Inserts a block after the top-level block the caret is in: inside a caption or a table cell it
 * would split the figure, gallery or table around it.
 */
export function insertBlock(editor: Editor, content: JSONContent) {
  const { $from } = editor.state.selection;
  const at = $from.depth > 0 ? $from.after(1) : $from.pos;
  editor.chain().focus().insertContentAt(at, content).run();
}

/**
 * A 3×3 table with a header row at the caret; with the caret inside a quote, a list or another
 * block, after that block instead: a table is the story's own block, never part of a quote.
 */
export function insertTable(editor: Editor) {
  const { $from } = editor.state.selection;
  if ($from.depth <= 1) {
    editor.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run();
    return;
  }
  const at = $from.after(1);
  editor
    .chain()
    .focus()
    .insertContentAt(at, createTable(editor.schema, 3, 3, true).toJSON())
    // Into the first header cell: table, row, cell, paragraph.
    .setTextSelection(at + 4)
    .run();
}

/** Inserts the embed of a supported link; false for any other text. */
export function insertEmbed(editor: Editor, link: string): boolean {
  const embed = parseEmbedUrl(link);
  if (!embed) return false;
  insertBlock(editor, { type: "embed", attrs: { ...embed, url: link.trim() } });
  return true;
}

/** Where the caret's quote is: its position and node, or undefined outside any quote. */
function quoteAtCaret(editor: Editor) {
  const { $from } = editor.state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type.name === "blockquote") return { pos: $from.before(depth), node };
  }
  return undefined;
}

/** Pull quote on or off: the caret's quote changes its kind; outside one, a pull quote begins. */
export function togglePullQuote(editor: Editor) {
  const quote = quoteAtCaret(editor);
  if (!quote) return editor.chain().focus().wrapIn("blockquote", { pullquote: true }).run();
  return editor
    .chain()
    .focus()
    .command(({ tr }) => {
      tr.setNodeAttribute(quote.pos, "pullquote", !quote.node.attrs.pullquote);
      return true;
    })
    .run();
}

/** Gives the caret's quote its source line (`<cite>`) and puts the caret in it. */
export function addQuoteSource(editor: Editor) {
  const quote = quoteAtCaret(editor);
  if (!quote || quote.node.lastChild?.type.name === "cite") return false;
  const end = quote.pos + quote.node.nodeSize - 1;
  return editor
    .chain()
    .focus()
    .insertContentAt(end, { type: "cite" })
    .setTextSelection(end + 1)
    .run();
}

/**
 * The image the caret is on: a selected image or figure, or the figure whose caption the caret
 * is in. Its position and its alt text.
 */
function imageAtCaret(editor: Editor): { pos: number; alt: string } | undefined {
  const { selection } = editor.state;
  if (
    selection instanceof NodeSelection &&
    ["image", "figure"].includes(selection.node.type.name)
  ) {
    return { pos: selection.from, alt: String(selection.node.attrs.alt ?? "") };
  }
  const { $from } = selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type.name === "figure")
      return { pos: $from.before(depth), alt: String(node.attrs.alt ?? "") };
  }
  return undefined;
}

/**
 * The article's own alt text for the caret's image: an image from the media library came with
 * the library's, and changing it here changes this article only (docs/decisions/0027).
 */
export function editImageAlt(editor: Editor): boolean {
  const image = imageAtCaret(editor);
  if (!image) return false;
  const alt = window.prompt(t.altPrompt, image.alt);
  if (alt === null) return false;
  return editor
    .chain()
    .focus()
    .command(({ tr }) => {
      tr.setNodeAttribute(image.pos, "alt", alt.replace(/\s+/g, " ").trim());
      return true;
    })
    .run();
}

/** What the quote buttons show, read in the toolbar's editor state. */
export function quoteState(editor: Editor) {
  const quote = quoteAtCaret(editor);
  return {
    inQuote: quote !== undefined,
    pullQuote: quote?.node.attrs.pullquote === true,
    hasSource: quote?.node.lastChild?.type.name === "cite",
    onImage: imageAtCaret(editor) !== undefined,
  };
}

export function StoryButtons({
  editor,
  inTable,
  quote,
}: {
  editor: Editor;
  inTable: boolean;
  quote: ReturnType<typeof quoteState>;
}) {
  const [dialog, setDialog] = useState<"embed" | "bacaJuga" | null>(null);
  const chain = () => editor.chain().focus();

  async function insertGallery(files: File[]) {
    const urls: string[] = [];
    for (const file of files) {
      const url = await uploadImage(file);
      if (url) urls.push(url);
    }
    if (urls.length === 0) return;
    insertBlock(editor, {
      type: "gallery",
      content: urls.map((src) => ({ type: "figure", attrs: { src, alt: "" } })),
    });
  }

  const tableButtons = [
    { label: t.addRow, text: "+ Baris", run: () => chain().addRowAfter().run() },
    { label: t.removeRow, text: "− Baris", run: () => chain().deleteRow().run() },
    { label: t.addColumn, text: "+ Kolom", run: () => chain().addColumnAfter().run() },
    { label: t.removeColumn, text: "− Kolom", run: () => chain().deleteColumn().run() },
    { label: t.removeTable, text: "× Tabel", run: () => chain().deleteTable().run() },
  ];

  return (
    <>
      <button type="button" className={textButtonClass} onClick={() => insertTable(editor)}>
        {t.table}
      </button>
      {inTable &&
        tableButtons.map(({ label, text, run }) => (
          <button
            key={label}
            type="button"
            aria-label={label}
            title={label}
            className={textButtonClass}
            onClick={run}
          >
            {text}
          </button>
        ))}
      <button
        type="button"
        className={textButtonClass}
        aria-pressed={quote.inQuote && !quote.pullQuote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        {t.quote}
      </button>
      <button
        type="button"
        className={textButtonClass}
        aria-pressed={quote.pullQuote}
        onClick={() => togglePullQuote(editor)}
      >
        {t.pullQuote}
      </button>
      {quote.inQuote && !quote.hasSource && (
        <button type="button" className={textButtonClass} onClick={() => addQuoteSource(editor)}>
          {t.quoteSource}
        </button>
      )}
      <label className={`${textButtonClass} cursor-pointer focus-within:ring-2`}>
        {t.gallery}
        <input
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = "";
            if (files.length > 0) void insertGallery(files);
          }}
        />
      </label>
      {quote.onImage && (
        <button type="button" className={textButtonClass} onClick={() => editImageAlt(editor)}>
          {t.alt}
        </button>
      )}
      <button
        type="button"
        className={textButtonClass}
        aria-pressed={editor.isActive("credit")}
        onClick={() => chain().toggleMark("credit").run()}
      >
        {t.credit}
      </button>
      <button type="button" className={textButtonClass} onClick={() => setDialog("embed")}>
        {t.embed}
      </button>
      <button type="button" className={textButtonClass} onClick={() => setDialog("bacaJuga")}>
        {t.bacaJuga}
      </button>
      {dialog === "embed" && <EmbedDialog editor={editor} onClose={() => setDialog(null)} />}
      {dialog === "bacaJuga" && <BacaJugaDialog editor={editor} onClose={() => setDialog(null)} />}
    </>
  );
}

function Dialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-label={title}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-950/50 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </dialog>
  );
}

const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-950";

function EmbedDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [link, setLink] = useState("");
  const [error, setError] = useState("");
  return (
    <Dialog title={t.embedTitle} onClose={onClose}>
      <div className="mt-4">
        <label htmlFor="sematkan-tautan" className="block text-sm font-medium">
          {t.embedLink}
        </label>
        <input
          id="sematkan-tautan"
          type="url"
          value={link}
          aria-invalid={error ? true : undefined}
          aria-describedby="sematkan-petunjuk"
          onChange={(event) => setLink(event.currentTarget.value)}
          className={fieldClass}
        />
        <p id="sematkan-petunjuk" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {error || t.embedHint}
        </p>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className={textButtonClass} onClick={onClose}>
          {t.cancel}
        </button>
        <button
          type="button"
          className="rounded-xl bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          onClick={() => {
            if (insertEmbed(editor, link)) onClose();
            else setError(t.embedUnsupported);
          }}
        >
          {t.embed}
        </button>
      </div>
    </Dialog>
  );
}

interface Found {
  title: string;
  slug: string;
}

function BacaJugaDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<Found[] | null>(null);

  useEffect(() => {
    if (query.trim() === "") return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/admin/articles/search?q=${encodeURIComponent(query)}`, {
        signal: controller.signal,
      })
        .then((response) => response.json() as Promise<{ articles?: Found[] }>)
        .then((result) => setFound(result.articles ?? []))
        .catch(() => undefined);
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  function choose(article: Found) {
    insertBlock(editor, {
      type: "bacaJuga",
      content: [
        { type: "text", text: t.bacaJugaLabel, marks: [{ type: "bold" }] },
        { type: "text", text: " " },
        {
          type: "text",
          text: article.title,
          marks: [{ type: "link", attrs: { href: `/blog/${article.slug}` } }],
        },
      ],
    });
    onClose();
  }

  return (
    <Dialog title={t.bacaJugaTitle} onClose={onClose}>
      <label htmlFor="baca-juga-cari" className="mt-4 block text-sm font-medium">
        {t.bacaJugaSearch}
      </label>
      <input
        id="baca-juga-cari"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        className={fieldClass}
      />
      {found && found.length === 0 && query.trim() !== "" && (
        <p className="mt-3 text-sm">{t.bacaJugaNone}</p>
      )}
      <ul className="mt-3 space-y-1">
        {(found ?? []).map((article) => (
          <li key={article.slug}>
            <button
              type="button"
              className={`${textButtonClass} w-full text-left`}
              onClick={() => choose(article)}
            >
              {article.title}
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex justify-end">
        <button type="button" className={textButtonClass} onClick={onClose}>
          {t.cancel}
        </button>
      </div>
    </Dialog>
  );
}
