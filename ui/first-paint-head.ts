/**
 * Takes React Router's `<link rel="modulepreload">` tags out of the document's head (React 19
 * hoists them there). On a phone's connection the twenty-odd preloads share the line with the
 * one stylesheet the first paint waits for, and Lighthouse's mobile run put the first paint at
 * 2.5 s with them and 0.9 s without. The module script at the end of the body still imports the
 * same files, so hydration loads them all, a little later (docs/decisions/0091).
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = "</head>";

/** A text transform: holds the HTML until the head ends, strips the preloads, then passes the rest through. */
export function withoutModulePreloads(): TransformStream<string, string> {
  let head = "";
  let passing = false;
  return new TransformStream({
    transform(chunk, controller) {
      if (passing) return controller.enqueue(chunk);
      head += chunk;
      const end = head.indexOf(HEAD_END);
      if (end === -1) return;
      passing = true;
      controller.enqueue(head.slice(0, end).replace(MODULE_PRELOAD, "") + head.slice(end));
      head = "";
    },
    flush(controller) {
      // a document without a head (none of ours): what came is what goes
      if (!passing && head) controller.enqueue(head.replace(MODULE_PRELOAD, ""));
    },
  });
}

/** The rendered HTML stream without the head's module preloads. */
export function stripModulePreloads(html: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  // TypeScript's DOM types want the decoder's input as Uint8Array<ArrayBuffer>; React's stream says ArrayBufferLike
  const decoder = new TextDecoderStream() as unknown as ReadableWritablePair<string, Uint8Array>;
  return html.pipeThrough(decoder).pipeThrough(withoutModulePreloads()).pipeThrough(new TextEncoderStream());
}
