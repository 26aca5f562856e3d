// JSON.stringify alone is not safe inside <script>: a title holding "</script>" would end the
// element. Escaping <, > and & as \u sequences keeps the JSON identical once parsed; U+2028 and
// U+2029 are escaped too, since older JavaScript parsers treat them as line ends.
const unsafe: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** JSON text that can be placed verbatim inside a <script type="application/ld+json">. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => unsafe[char] ?? char);
}
