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

// Written into first, then copied out at the text's exact length: a new buffer of the largest size
// a page could take, for every render, counted against V8's external memory and started a full
// collection every 110 requests instead of every 200. Texts that could need more get one of their
// own. Shared: whoever writes into it copies out before anything else runs.
const scratch = Buffer.allocUnsafeSlow(240 * 1024);

/** A buffer to write at most `bytes` bytes into and copy them out of, synchronously. */
export function scratchFor(bytes: number): Buffer {
  return bytes <= scratch.length ? scratch : Buffer.allocUnsafeSlow(bytes);
}

/** `Buffer.from(text)`, encoded run by run (writeUtf8): a feed with one curly quote is two-byte. */
export function utf8Bytes(text: string): Buffer<ArrayBuffer> {
  const target = scratchFor(text.length * 3);
  return Buffer.from(target.subarray(0, writeUtf8(target, text, 0)));
}
