// Runs of characters outside ASCII: the only part of a text whose UTF-8 bytes differ from its
// Latin-1 ones.
const beyondAscii = /[\u0080-\uffff]+/g;

/**
 * Writes the UTF-8 bytes of `text` (the same as `Buffer.from(text)`) into `target` at `offset`,
 * run by run, and returns the offset after them; `target` must hold three bytes a UTF-16 unit.
 * One character beyond Latin-1 (an arrow, a curly quote, a dash) makes V8 hold a text, or flatten
 * React's string of a page, as two-byte characters, and its UTF-8 encoder is several times slower
 * over those than over one-byte ones. The ASCII between such characters is copied as Latin-1 (a
 * byte per character, the same bytes) and only the runs beyond it are encoded: in the server, the
 * article's encoding took a median of 172 µs instead of 273 (docs/PERFORMANCE.md).
 */
export function writeUtf8(target: Buffer, text: string, offset: number): number {
  let length = offset;
  let from = 0;
  beyondAscii.lastIndex = 0;
  for (let run = beyondAscii.exec(text); run; run = beyondAscii.exec(text)) {
    length += target.write(text.slice(from, run.index), length, "latin1");
    length += target.write(run[0], length, "utf8");
    from = beyondAscii.lastIndex;
  }
  return length + target.write(from === 0 ? text : text.slice(from), length, "latin1");
}
