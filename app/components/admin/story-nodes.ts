import { Mark, Node } from "@tiptap/react";
import Blockquote from "@tiptap/extension-blockquote";
import { Table, TableView, updateColumns } from "@tiptap/extension-table";
import type { DOMOutputSpec, Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { EditorView } from "@tiptap/pm/view";
import { texts } from "~/lib/admin-texts";

// The editor's nodes for the block set of docs/decisions/0025-block-set.md, so that what the
// sanitizer keeps also survives an edit: figures with an editable caption (and credit), galleries,
// embeds (provider + id around a link), "Baca juga" boxes, quotes with their source and pull
// quotes, and tables with a caption. Tiptap's own table extension does the tables.

/** An image and its caption, edited in place; the caption is the node's text. */
export const Figure = Node.create({
  name: "figure",
  group: "block",
  content: "inline*",
  draggable: true,
  isolating: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: "" } };
  },
  parseHTML() {
    return [
      {
        tag: "figure",
        getAttrs: (element) => {
          if (element.hasAttribute("data-embed") || element.classList.contains("gallery")) {
            return false;
          }
          const image = element.querySelector("img");
          if (!image) return false;
          return { src: image.getAttribute("src"), alt: image.getAttribute("alt") ?? "" };
        },
        contentElement: (element) =>
          element.querySelector(":scope > figcaption") ?? document.createElement("figcaption"),
      },
    ];
  },
  renderHTML({ node }) {
    const image = ["img", { src: node.attrs.src as string, alt: node.attrs.alt as string }];
    return ["figure", {}, image, ["figcaption", 0]];
  },
});

/** The credit inside a caption: "Foto: ANTARA/…". */
export const Credit = Mark.create({
  name: "credit",
  parseHTML() {
    return [{ tag: "span.credit" }];
  },
  renderHTML() {
    return ["span", { class: "credit" }, 0];
  },
});

/** Several figures, and the gallery's own caption after them (its last `<figcaption>`). */
export const Gallery = Node.create({
  name: "gallery",
  group: "block",
  content: "figure+ galleryCaption?",
  draggable: true,
  parseHTML() {
    return [{ tag: "figure.gallery" }];
  },
  renderHTML() {
    return ["figure", { class: "gallery" }, 0];
  },
});

/** A gallery's own caption: a `<figcaption>` straight inside `figure.gallery`. */
export const GalleryCaption = Node.create({
  name: "galleryCaption",
  content: "inline*",
  defining: true,
  parseHTML() {
    return [{ tag: "figure.gallery > figcaption" }];
  },
  renderHTML() {
    return ["figcaption", 0];
  },
});

/**
 * An embed: provider and id, the link to the original that readers see first, and a caption
 * edited in place under it (the link itself is the node's, not editable text).
 */
export const Embed = Node.create({
  name: "embed",
  group: "block",
  content: "inline*",
  draggable: true,
  isolating: true,
  addAttributes() {
    return { provider: { default: "" }, id: { default: "" }, url: { default: "" } };
  },
  parseHTML() {
    return [
      {
        tag: "figure[data-embed]",
        getAttrs: (element) => ({
          provider: element.getAttribute("data-embed") ?? "",
          id: element.getAttribute("data-id") ?? "",
          url: element.querySelector(":scope > a")?.getAttribute("href") ?? "",
        }),
        contentElement: (element) =>
          element.querySelector(":scope > figcaption") ?? document.createElement("figcaption"),
      },
    ];
  },
  renderHTML({ node }) {
    const { provider, id, url } = node.attrs as { provider: string; id: string; url: string };
    return [
      "figure",
      { "data-embed": provider, "data-id": id },
      ["a", { href: url, contenteditable: "false" }, url],
      ["figcaption", 0],
    ];
  },
});

export const BacaJuga = Node.create({
  name: "bacaJuga",
  group: "block",
  content: "inline*",
  defining: true,
  parseHTML() {
    return [{ tag: "p.baca-juga", priority: 60 }];
  },
  renderHTML() {
    return ["p", { class: "baca-juga" }, 0];
  },
});

/** A quote's source, its last line. */
export const Cite = Node.create({
  name: "cite",
  content: "inline*",
  defining: true,
  parseHTML() {
    return [{ tag: "cite" }];
  },
  renderHTML() {
    return ["cite", 0];
  },
});

/** Quotes keep their source, and a pull quote its class. */
export const StoryBlockquote = Blockquote.extend({
  content: "block+ cite?",
  addAttributes() {
    return {
      pullquote: {
        default: false,
        parseHTML: (element) => element.classList.contains("pullquote"),
        renderHTML: (attributes) => (attributes.pullquote ? { class: "pullquote" } : {}),
      },
    };
  },
});

/**
 * Tiptap's table with the caption a table may bring (imported ones do) or be given: plain text,
 * edited in place in a field above the table (the table view below). It is an attribute, not a
 * node: prosemirror-tables reads every child of a table as a row, so a caption node inside the
 * table would break its commands (rows, columns, cell selection).
 */
export const StoryTable = Table.extend({
  parseHTML() {
    // The caption is the attribute below; read as content it would become a row of its own.
    return [{ tag: "table > caption", ignore: true }, ...(this.parent?.() ?? [])];
  },
  addAttributes() {
    return {
      ...this.parent?.(),
      caption: {
        default: "",
        parseHTML: (element) =>
          element.querySelector(":scope > caption")?.textContent?.trim() ?? "",
        renderHTML: () => ({}),
      },
    };
  },
  renderHTML(props) {
    const spec = this.parent?.(props) as DOMOutputSpec;
    const caption = (props.node.attrs.caption as string).trim();
    if (!caption || !Array.isArray(spec)) return spec;
    const [tag, attrs, ...rest] = spec as unknown[];
    return [tag, attrs, ["caption", {}, caption], ...rest] as unknown as DOMOutputSpec;
  },
  addNodeView() {
    return ({ node, view, HTMLAttributes, getPos }) =>
      new CaptionedTableView(node, this.options.cellMinWidth, view, HTMLAttributes, getPos);
  },
});

/** Tiptap's table view with a `<caption>` holding the caption's field. */
class CaptionedTableView extends TableView {
  private readonly field: HTMLInputElement;

  constructor(
    node: ProseMirrorNode,
    cellMinWidth: number,
    view: EditorView,
    attributes: Record<string, unknown>,
    getPos: () => number | undefined,
  ) {
    super(node, cellMinWidth, view, attributes);
    const caption = document.createElement("caption");
    caption.contentEditable = "false";
    this.field = caption.appendChild(document.createElement("input"));
    this.field.type = "text";
    this.field.value = node.attrs.caption as string;
    this.field.placeholder = texts.editor.toolbar.tableCaption;
    this.field.setAttribute("aria-label", texts.editor.toolbar.tableCaption);
    this.field.className = "table-caption-field";
    this.field.addEventListener("input", () => {
      const pos = getPos();
      if (pos === undefined) return;
      view.dispatch(view.state.tr.setNodeAttribute(pos, "caption", this.field.value));
    });
    this.table.insertBefore(caption, this.table.firstChild);
  }

  override update(node: ProseMirrorNode) {
    if (node.type !== this.node.type) return false;
    const caption = node.attrs.caption as string;
    const others = (attrs: Record<string, unknown>) => JSON.stringify({ ...attrs, caption: "" });
    if (others(node.attrs) !== others(this.node.attrs)) return false;
    if (this.field.value !== caption) this.field.value = caption;
    this.node = node;
    updateColumns(node, this.colgroup, this.table, this.cellMinWidth);
    return true;
  }

  /** Typing in the caption's field is the field's, not the editor's. */
  stopEvent(event: Event) {
    return event.target === this.field;
  }
}
