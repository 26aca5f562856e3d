import { Mark, Node } from "@tiptap/react";
import Blockquote from "@tiptap/extension-blockquote";
import { Table } from "@tiptap/extension-table";
import type { DOMOutputSpec } from "@tiptap/pm/model";

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

export const Gallery = Node.create({
  name: "gallery",
  group: "block",
  content: "figure+",
  draggable: true,
  parseHTML() {
    return [{ tag: "figure.gallery" }];
  },
  renderHTML() {
    return ["figure", { class: "gallery" }, 0];
  },
});

/** An embed: provider and id, and the link to the original that readers see first. */
export const Embed = Node.create({
  name: "embed",
  group: "block",
  atom: true,
  draggable: true,
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
          url: element.querySelector("a")?.getAttribute("href") ?? "",
        }),
      },
    ];
  },
  renderHTML({ node }) {
    const { provider, id, url } = node.attrs as { provider: string; id: string; url: string };
    return ["figure", { "data-embed": provider, "data-id": id }, ["a", { href: url }, url]];
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

/** Tiptap's table with the caption a table may bring (imported ones do), kept as its text. */
export const StoryTable = Table.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      caption: {
        default: "",
        parseHTML: (element) => element.querySelector("caption")?.textContent ?? "",
        renderHTML: () => ({}),
      },
    };
  },
  renderHTML(props) {
    const spec = this.parent?.(props) as DOMOutputSpec;
    const caption = props.node.attrs.caption as string;
    if (!caption || !Array.isArray(spec)) return spec;
    const [tag, attrs, ...rest] = spec as unknown[];
    return [tag, attrs, ["caption", {}, caption], ...rest] as unknown as DOMOutputSpec;
  },
});
