import { createReadStream } from "node:fs";
import { SaxesParser } from "saxes";
import { texts } from "~/lib/admin-texts";
import { ImportFormatError } from "./types";

/** An element of a record (a WordPress <item>, an Atom <entry>) with everything inside it. */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  /** Text and CDATA directly inside this element, joined. */
  text: string;
}

/** The first child named `name`, or undefined. */
export function child(node: XmlNode, name: string): XmlNode | undefined {
  return node.children.find((c) => c.name === name);
}

/** The text of the first child named `name`, trimmed; "" when there is none. */
export function textOf(node: XmlNode, name: string): string {
  return child(node, name)?.text.trim() ?? "";
}

export function childrenNamed(node: XmlNode, name: string): XmlNode[] {
  return node.children.filter((c) => c.name === name);
}

/**
 * Streams an XML file and yields, one at a time, every element for which `isRecord(name, depth)`
 * holds, built as a small tree; the root element comes first as a node without children. Only
 * one record is held in memory at a time. Malformed XML throws ImportFormatError with the line.
 */
export async function* xmlRecords(
  path: string,
  isRecord: (name: string, depth: number) => boolean,
): AsyncGenerator<XmlNode> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const ready: XmlNode[] = [];
  const stack: XmlNode[] = [];
  let depth = 0;
  let failure: Error | undefined;

  parser.on("error", (error) => {
    failure ??= error;
  });
  parser.on("opentag", (tag) => {
    depth += 1;
    const node: XmlNode = {
      name: tag.name,
      attrs: tag.attributes as Record<string, string>,
      children: [],
      text: "",
    };
    if (depth === 1) ready.push(node);
    if (stack.length > 0) stack.at(-1)?.children.push(node);
    else if (!isRecord(tag.name, depth)) return;
    stack.push(node);
  });
  const onText = (text: string) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  };
  parser.on("text", onText);
  parser.on("cdata", onText);
  parser.on("closetag", () => {
    depth -= 1;
    const node = stack.pop();
    if (node && stack.length === 0) ready.push(node);
  });

  const fail = (): never => {
    throw new ImportFormatError(texts.moving.brokenXml(parser.line, failure?.message ?? ""));
  };
  for await (const chunk of createReadStream(path, { encoding: "utf8" })) {
    try {
      parser.write(chunk as string);
    } catch {
      fail();
    }
    if (failure) fail();
    yield* ready.splice(0);
  }
  try {
    parser.close();
  } catch {
    fail();
  }
  if (failure) fail();
  yield* ready.splice(0);
}

/**
 * WordPress's own fallback reading (WXR_Parser_Regex) of a file a strict parser refuses: an
 * element whose whole content is one CDATA section keeps everything up to its closing tag, even
 * a "]]>" that should have been written "]]]]><![CDATA[>". Returns the file with those sections
 * escaped properly, so the strict parser reads what WordPress reads; the text unchanged when
 * there was nothing to repair.
 */
export function repairCdata(xml: string): string {
  return xml.replace(
    /<([A-Za-z_][\w:.-]*)((?:\s[^<>]*)?)><!\[CDATA\[([\s\S]*?)\]\]><\/\1>/g,
    (whole, name: string, attrs: string, inner: string) => {
      if (!inner.includes("]]>")) return whole;
      const text = inner.replaceAll("]]]]><![CDATA[>", "]]>");
      return `<${name}${attrs}><![CDATA[${text.replaceAll("]]>", "]]]]><![CDATA[>")}]]></${name}>`;
    },
  );
}
