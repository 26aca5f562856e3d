// Checks over editor HTML that run on every save, in the browser and on the server. They scan
// the text once: a regular expression such as /<[^>]*>/g backtracks over every unclosed "<" and
// takes quadratic time on a 2 MB body made of them.

/** The HTML with every `<…>` removed, as /<[^>]*>/g would remove it, in one pass. */
export function stripTags(html: string): string {
  const kept: string[] = [];
  let from = 0;
  for (let open = html.indexOf("<"); open !== -1; open = html.indexOf("<", from)) {
    const close = html.indexOf(">", open + 1);
    // No ">" after this "<": none after any later "<" either, so the rest is text.
    if (close === -1) break;
    kept.push(html.slice(from, open));
    from = close + 1;
  }
  kept.push(html.slice(from));
  return kept.join("");
}

/** Rich text is "empty" when it has neither text nor an image (Tiptap's blank is `<p></p>`). */
export function hasContent(html: string): boolean {
  return /<img\s/i.test(html) || stripTags(html).replace(/&nbsp;|\s/g, "") !== "";
}
