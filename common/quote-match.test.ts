// The quote matcher on what really differs between a citation's quote and the page it came from.
import { describe, expect, it } from "vitest";
import { findQuote, MIN_PARTIAL_CHARS } from "./quote-match.ts";

/** The page's own characters the match covers. */
const found = (text: string, quote: string) => {
  const span = findQuote(text, quote);
  return span ? text.slice(span.start, span.end) : null;
};

describe("findQuote", () => {
  it("finds a quote word for word", () => {
    const page = "Present levels.\nMaya reads 62 words correct per minute. She decodes CVC words.";
    expect(found(page, "Maya reads 62 words correct per minute.")).toBe("Maya reads 62 words correct per minute");
  });

  it("ignores runs of spaces, line breaks and PDF column gaps", () => {
    const page = "Speech and Language      30 min   weekly\nTherapy    (individual)";
    expect(found(page, "Speech and Language 30 min weekly Therapy (individual)")).toBe("Speech and Language      30 min   weekly\nTherapy    (individual");
  });

  it("joins a word hyphenated across a line end, and keeps real hyphens comparable", () => {
    expect(found("receives speech-lan-\nguage therapy twice a week", "speech-language therapy")).toBe("speech-lan-\nguage therapy");
    expect(found("receives speech language therapy", "speech-language therapy")).toBe("speech language therapy");
  });

  it("ignores case, curly quotes, dashes, ligatures and accents", () => {
    expect(found("The team’s ﬁnal decision — ESY: NOT required", "the team's final decision - esy: not required")).toBe(
      "The team’s ﬁnal decision — ESY: NOT required",
    );
    expect(found("Evaluación del habla completada", "evaluacion del habla")).toBe("Evaluación del habla");
  });

  it("highlights the part on this page of a quote that runs on to the next page", () => {
    const page = "Goal 2: Given a grade-level passage, Maya will answer";
    expect(found(page, "Given a grade-level passage, Maya will answer inferential questions with 80% accuracy")).toBe(
      "Given a grade-level passage, Maya will answer",
    );
  });

  it("highlights the sentence of a quote that starts with a label printed elsewhere on the page", () => {
    const page = "Annual Review Date\n\nThe IEP team will meet again by October 13, 2026.";
    expect(found(page, "Meeting: The IEP team will meet again by October 13, 2026.")).toBe("The IEP team will meet again by October 13, 2026");
  });

  it("finds nothing rather than a few common letters", () => {
    expect(findQuote("Maya receives occupational therapy.", "Sam receives speech therapy every week in a small group")).toBeNull();
    expect(findQuote("short page", "the")).toBeNull();
    expect(findQuote("anything", "")).toBeNull();
    expect(findQuote("anything", " … ")).toBeNull();
    // A partial match must carry at least MIN_PARTIAL_CHARS letters and digits.
    const quote = `${"x".repeat(MIN_PARTIAL_CHARS - 1)} unrelated words`;
    expect(findQuote(`${"x".repeat(MIN_PARTIAL_CHARS - 1)} and more`, quote)).toBeNull();
  });

  it("treats markup in a quote as text to look for, never as anything else", () => {
    const page = 'The parent wrote: <img src=x onerror="alert(1)"> in the notes.';
    expect(found(page, '<img src=x onerror="alert(1)">')).toBe('img src=x onerror="alert(1');
    expect(findQuote("no markup here", "<script>alert(1)</script>")).toBeNull();
  });

  it("keeps characters outside the Basic Multilingual Plane intact", () => {
    const page = "Notes 📘 from the 𝐭𝐞𝐚𝐦 meeting";
    expect(found(page, "from the team meeting")).toBe("from the 𝐭𝐞𝐚𝐦 meeting");
  });
});
