import { readFileSync } from "node:fs";
import { resolve } from "node:path";

// A check of JSON-LD against the schema.org vocabulary (the part Warta uses, shipped as
// tests/fixtures/schema-org-subset.json, cut from schema.org's own release files): every node's
// @type is a schema.org type, every property is one whose domain includes that type or one of its
// ancestors, and every value is of a type in its range (a node of that type or a subtype, or a
// literal of a data type: Text, URL, Date, DateTime, Integer, Number, Boolean).

interface Vocabulary {
  types: Record<string, { subTypeOf: string[] }>;
  properties: Record<string, { domainIncludes: string[]; rangeIncludes: string[] }>;
}

const vocabulary = JSON.parse(
  readFileSync(resolve("tests/fixtures/schema-org-subset.json"), "utf8"),
) as Vocabulary;

const dataTypes = new Set(["Text", "URL", "Date", "DateTime", "Integer", "Number", "Boolean"]);

function ancestors(type: string): Set<string> {
  const seen = new Set<string>();
  const queue = [type];
  while (queue.length > 0) {
    const next = queue.pop() ?? "";
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(vocabulary.types[next]?.subTypeOf ?? []));
  }
  return seen;
}

function literalFits(value: unknown, range: string): boolean {
  if (typeof value === "number") {
    return range === "Number" || (range === "Integer" && Number.isInteger(value));
  }
  if (typeof value === "boolean") return range === "Boolean";
  if (typeof value !== "string") return false;
  // A class's value given as its URL is a reference to that node (JSON-LD's @id), as Google reads
  // a BreadcrumbList's `item`.
  if (!dataTypes.has(range)) return /^https?:\/\//.test(value) && URL.canParse(value);
  if (range === "Text") return true;
  if (range === "URL") return URL.canParse(value) && /^https?:\/\//.test(value);
  if (range === "DateTime")
    return /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value) && !Number.isNaN(Date.parse(value));
  if (range === "Date") return /^\d{4}-\d\d-\d\d/.test(value) && !Number.isNaN(Date.parse(value));
  return false;
}

/** What is wrong with `node` by schema.org; empty when nothing is. */
export function schemaOrgProblems(node: unknown, path = "$"): string[] {
  if (typeof node !== "object" || node === null || Array.isArray(node)) {
    return [`${path}: not a node`];
  }
  const record = node as Record<string, unknown>;
  const type = record["@type"];
  if (typeof type !== "string" || !vocabulary.types[type] || dataTypes.has(type)) {
    return [`${path}: unknown @type ${String(type)}`];
  }
  const lineage = ancestors(type);
  const problems: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (key.startsWith("@")) continue;
    const property = vocabulary.properties[key];
    if (!property) {
      problems.push(`${path}.${key}: no schema.org property`);
      continue;
    }
    if (!property.domainIncludes.some((domain) => lineage.has(domain))) {
      problems.push(`${path}.${key}: not a property of ${type}`);
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    values.forEach((item, index) => {
      const at = Array.isArray(value) ? `${path}.${key}[${index}]` : `${path}.${key}`;
      if (typeof item === "object" && item !== null) {
        const itemType = (item as Record<string, unknown>)["@type"];
        const itemLineage = typeof itemType === "string" ? ancestors(itemType) : new Set<string>();
        if (!property.rangeIncludes.some((range) => itemLineage.has(range))) {
          problems.push(
            `${at}: ${String(itemType)} is not in the range ${property.rangeIncludes.join("|")}`,
          );
        }
        problems.push(...schemaOrgProblems(item, at));
      } else if (!property.rangeIncludes.some((range) => literalFits(item, range))) {
        problems.push(`${at}: ${JSON.stringify(item)} is not ${property.rangeIncludes.join("|")}`);
      }
    });
  }
  return problems;
}

/** Google's properties for an article's structured data (author with name and url, dates, headline, image). */
export function googleArticleProblems(node: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const key of ["headline", "image", "datePublished", "dateModified", "author", "publisher"]) {
    if (node[key] === undefined) problems.push(`missing ${key}`);
  }
  const author = node.author as Record<string, unknown> | undefined;
  if (!author?.name) problems.push("missing author.name");
  if (!author?.url) problems.push("missing author.url");
  return problems;
}

/** Google's properties for a breadcrumb trail: each ListItem's position and name, item but on the last. */
export function googleBreadcrumbProblems(node: Record<string, unknown>): string[] {
  const items = node.itemListElement;
  if (!Array.isArray(items) || items.length === 0) return ["missing itemListElement"];
  const problems: string[] = [];
  items.forEach((item: Record<string, unknown>, index) => {
    if (item.position !== index + 1) problems.push(`item ${index}: position`);
    if (!item.name) problems.push(`item ${index}: name`);
    if (index < items.length - 1 && !item.item) problems.push(`item ${index}: item`);
  });
  return problems;
}
