import Image from "@tiptap/extension-image";
import { TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import TextAlign from "@tiptap/extension-text-align";
import { NodeSelection, TextSelection } from "@tiptap/pm/state";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect } from "react";
import {
  AlignCenter,
  AlignLeft,
  AlignRight,
  Bold,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Underline,
  type Icon,
} from "~/components/icons";
import { texts } from "~/lib/admin-texts";
import { parseEmbedUrl } from "~/lib/embeds";
import { EditorFrame } from "./editor-frame";
import {
  BacaJuga,
  Cite,
  Credit,
  Embed,
  Figure,
  Gallery,
  GalleryCaption,
  StoryBlockquote,
  StoryTable,
} from "./story-nodes";
import { quoteState, StoryButtons, uploadImage } from "./story-toolbar";
import { figureContent } from "./media-figure";
import { PickFromMedia } from "./media-picker";

const t = texts.editor.toolbar;

interface RichTextEditorProps {
  initialHtml: string;
  invalid: boolean;
  describedBy?: string;
  onChange: (html: string) => void;
}

/** Tiptap with the toolbar of SPEC.md §2. Headings are h2–h4: the title is the page's h1. */
export function RichTextEditor({
  initialHtml,
  invalid,
  describedBy,
  onChange,
}: RichTextEditorProps) {
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        blockquote: false,
        link: { openOnClick: false, protocols: ["http", "https", "mailto"] },
      }),
      TextAlign.configure({
        types: ["heading", "paragraph"],
        alignments: ["left", "center", "right"],
      }),
      // Pasted data: images are kept here and turned into stored media by the server on save.
      Image.configure({ allowBase64: true }),
      // The block set (docs/decisions/0025-block-set.md), so that editing keeps it.
      StoryTable,
      TableRow,
      TableHeader,
      TableCell,
      Figure,
      Gallery,
      GalleryCaption,
      Credit,
      Embed,
      BacaJuga,
      Cite,
      StoryBlockquote,
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        id: "content",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": "content-label",
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: "prose-warta min-h-64 px-4 py-3 focus:outline-none",
      },
      // A supported link pasted on its own becomes its embed, as WordPress authors expect.
      handlePaste: (view, event) => {
        const text = event.clipboardData?.getData("text/plain").trim() ?? "";
        const embed = /\s/.test(text) ? undefined : parseEmbedUrl(text);
        const node = embed && view.state.schema.nodes.embed?.create({ ...embed, url: text });
        if (!node) return false;
        // After the block the caret is in, as the Sematkan button inserts.
        const { $from } = view.state.selection;
        const at = $from.depth > 0 ? $from.after(1) : $from.pos;
        view.dispatch(view.state.tr.insert(at, node).scrollIntoView());
        return true;
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  // Ctrl/Cmd+S saves the form the editor is in, as the save button does.
  useEffect(() => {
    function save(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== "s") return;
      const form = document.getElementById("content")?.closest("form");
      if (!form) return;
      event.preventDefault();
      form.requestSubmit();
    }
    window.addEventListener("keydown", save);
    return () => window.removeEventListener("keydown", save);
  }, []);

  // Until Tiptap has made its editor (after the first render), the frame's own stand-in.
  if (!editor) return <EditorFrame invalid={invalid} />;
  return (
    <EditorFrame invalid={invalid}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
      <WordCount editor={editor} />
    </EditorFrame>
  );
}

function WordCount({ editor }: { editor: Editor }) {
  const words = useEditorState({
    editor,
    selector: ({ editor: e }) => e.getText().split(/\s+/).filter(Boolean).length,
  });
  return (
    <p className="border-t border-slate-200 px-4 py-2 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
      {t.wordCount(words)}
    </p>
  );
}

/**
 * Inserts an image as its own block and puts the caret in the paragraph after it (made when there
 * is none), so that typing goes on after the image. Tiptap's own `setImage` leaves the image
 * selected, and the next keystroke would replace it.
 */
function insertImageAtCaret(editor: Editor, src: string) {
  editor
    .chain()
    .focus()
    .insertContent({ type: "image", attrs: { src, alt: "" } })
    .command(({ tr }) => {
      const { selection } = tr;
      // After insertContent the selection is the image itself or the position right after it.
      const after =
        selection instanceof NodeSelection && selection.node.type.name === "image"
          ? selection.to
          : selection.from;
      const next = tr.doc.resolve(after).nodeAfter;
      const paragraph = editor.schema.nodes.paragraph;
      if (!next?.isTextblock) {
        if (!paragraph) return false;
        tr.insert(after, paragraph.create());
      }
      tr.setSelection(TextSelection.create(tr.doc, after + 1));
      return true;
    })
    .run();
}

const buttonClass = (active: boolean) =>
  `rounded-md p-2 ${
    active
      ? "bg-brand-100 text-brand-800 dark:bg-brand-700/40 dark:text-white"
      : "text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
  }`;

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      h4: e.isActive("heading", { level: 4 }),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      left: e.isActive({ textAlign: "left" }),
      center: e.isActive({ textAlign: "center" }),
      right: e.isActive({ textAlign: "right" }),
      link: e.isActive("link"),
      table: e.isActive("table"),
      ...quoteState(e),
    }),
  });
  const chain = () => editor.chain().focus();

  function setLink() {
    const previous = (editor.getAttributes("link") as { href?: string }).href ?? "https://";
    const url = window.prompt(t.linkPrompt, previous);
    if (url === null) return;
    if (url.trim() === "") return void chain().extendMarkRange("link").unsetLink().run();
    chain().extendMarkRange("link").setLink({ href: url.trim() }).run();
  }

  async function insertImage(file: File) {
    const url = await uploadImage(file);
    if (url) insertImageAtCaret(editor, url);
  }

  const buttons: { label: string; icon: Icon; active: boolean; run: () => void }[] = [
    { label: t.bold, icon: Bold, active: state.bold, run: () => chain().toggleBold().run() },
    {
      label: t.italic,
      icon: Italic,
      active: state.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      label: t.underline,
      icon: Underline,
      active: state.underline,
      run: () => chain().toggleUnderline().run(),
    },
    {
      label: t.h2,
      icon: Heading2,
      active: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      label: t.h3,
      icon: Heading3,
      active: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      label: t.h4,
      icon: Heading4,
      active: state.h4,
      run: () => chain().toggleHeading({ level: 4 }).run(),
    },
    {
      label: t.bulletList,
      icon: List,
      active: state.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      label: t.orderedList,
      icon: ListOrdered,
      active: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      label: t.alignLeft,
      icon: AlignLeft,
      active: state.left,
      run: () => chain().setTextAlign("left").run(),
    },
    {
      label: t.alignCenter,
      icon: AlignCenter,
      active: state.center,
      run: () => chain().setTextAlign("center").run(),
    },
    {
      label: t.alignRight,
      icon: AlignRight,
      active: state.right,
      run: () => chain().setTextAlign("right").run(),
    },
    { label: t.link, icon: LinkIcon, active: state.link, run: setLink },
  ];

  return (
    <div
      role="toolbar"
      aria-label={t.label}
      className="flex flex-wrap gap-0.5 border-b border-slate-200 p-1.5 dark:border-slate-800"
    >
      {buttons.map(({ label, icon: Icon, active, run }) => (
        <button
          key={label}
          type="button"
          title={label}
          aria-label={label}
          aria-pressed={active}
          onClick={run}
          className={buttonClass(active)}
        >
          <Icon className="size-4" aria-hidden />
        </button>
      ))}
      <label title={t.image} className={`${buttonClass(false)} cursor-pointer focus-within:ring-2`}>
        <ImagePlus className="size-4" aria-hidden />
        <input
          type="file"
          accept="image/*"
          aria-label={t.image}
          className="sr-only"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = "";
            if (file) void insertImage(file);
          }}
        />
      </label>
      <StoryButtons
        editor={editor}
        inTable={state.table}
        quote={{
          inQuote: state.inQuote,
          pullQuote: state.pullQuote,
          hasSource: state.hasSource,
          onImage: state.onImage,
        }}
      />
      <PickFromMedia
        className={`${buttonClass(false)} text-sm font-medium`}
        onPick={(image) =>
          chain()
            .insertContent([figureContent(image), { type: "paragraph" }])
            .run()
        }
      />
    </div>
  );
}
