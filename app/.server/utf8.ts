// Runs of characters outside ASCII: the only part of a page whose UTF-8 bytes differ from its
// Latin-1 ones.
const beyondAscii = /[\u0080-\uffff]+/g;

// Written into first, then copied out at its exact length: a buffer three times the page's size
// for every render counted against V8's external memory and started a full collection every 110
// requests instead of every 200. Sized for pages of up to 80,000 UTF-16 units; longer ones are
// encoded by Node at once.
const scratch = Buffer.allocUnsafeSlow(240 * 1024);

/**
 * The UTF-8 bytes of a rendered page, the same as `Buffer.from(text)`, written run by run.
 * One character beyond Latin-1 (an arrow, a curly quote, a dash) makes V8 flatten React's string
 * of a page into two-byte characters, and its UTF-8 encoder is several times slower over those
 * than over one-byte ones. The ASCII between such characters is copied as Latin-1 (a byte per
 * character, the same bytes) and only the runs beyond it are encoded: in the server, the
 * article's encoding took a median of 172 µs instead of 273 (docs/PERFORMANCE.md).
 */
export function utf8Bytes(text: string): Buffer<ArrayBuffer> {
  // Three bytes a UTF-16 unit at most: a pair of surrogates (two units) takes four.
  if (text.length * 3 > scratch.length) return Buffer.from(text);
  let length = 0;
  let from = 0;
  beyondAscii.lastIndex = 0;
  for (let run = beyondAscii.exec(text); run; run = beyondAscii.exec(text)) {
    length += scratch.write(text.slice(from, run.index), length, "latin1");
    length += scratch.write(run[0], length, "utf8");
    from = beyondAscii.lastIndex;
  }
  length += scratch.write(text.slice(from), length, "latin1");
  return Buffer.from(scratch.subarray(0, length));
}
