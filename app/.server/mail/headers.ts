/**
 * Text safe to put into a header line: CR, LF and other control characters become spaces, so a
 * name or title can never start a header of its own. Long values are cut.
 */
export function headerText(value: string, max = 200): string {
  // eslint-disable-next-line no-control-regex
  const flat = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").replace(/\s+/g, " ");
  return flat.trim().slice(0, max);
}
