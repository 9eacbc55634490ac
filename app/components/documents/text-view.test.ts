// How the text view cuts a very long page into blocks that can skip layout off screen.
import { describe, expect, it } from "vitest";
import { blocksOf } from "./text-view";

describe("blocksOf", () => {
  it("keeps a page up to the block size whole", () => {
    expect(blocksOf("short page\nof text", 100)).toEqual([{ start: 0, end: 18 }]);
    expect(blocksOf("", 100)).toEqual([{ start: 0, end: 0 }]);
  });

  it("covers a long page exactly, each block at most the size, cut after a line break where there is one", () => {
    const text = Array.from({ length: 500 }, (_, i) => `line ${i} of the meeting notes`).join("\n");
    const blocks = blocksOf(text, 1000);
    expect(blocks.length).toBeGreaterThan(10);
    expect(blocks.map((b) => text.slice(b.start, b.end)).join("")).toBe(text);
    expect(Math.max(...blocks.map((b) => b.end - b.start))).toBeLessThanOrEqual(1001);
    expect(blocks.slice(0, -1).map((b) => text[b.end - 1])).toEqual(blocks.slice(0, -1).map(() => "\n"));
    expect(blocks.slice(1).map((b) => b.start)).toEqual(blocks.slice(0, -1).map((b) => b.end));
  });

  it("cuts a page without line breaks at the size", () => {
    const text = "x".repeat(2500);
    expect(blocksOf(text, 1000)).toEqual([
      { start: 0, end: 1000 },
      { start: 1000, end: 2000 },
      { start: 2000, end: 2500 },
    ]);
  });
});
