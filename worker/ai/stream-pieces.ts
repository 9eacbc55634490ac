// How a whole answer is streamed when it is known at once (the built-in engine, the "not covered" reply):
// in pieces, so the chat shows it being written like a model's reply.

/** Splits text into stream pieces: a line at a time, long lines a few words at a time. */
export function* pieces(text: string): Generator<string> {
  for (const line of text.match(/[^\n]*\n|[^\n]+$/g) ?? []) {
    if (line.length <= 80) {
      yield line;
      continue;
    }
    const words = line.match(/\S+\s*/g) ?? [line];
    for (let i = 0; i < words.length; i += 8) yield words.slice(i, i + 8).join("");
  }
}
