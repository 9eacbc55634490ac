// The layout corpus read the way uploads are read (file → extraction → analyzer): every family keeps
// its goals, services and accommodations, and no line that is form structure (a heading, a label, a
// running header or footer, a table's header row) ever becomes a goal, a service or an accommodation.
import { beforeAll, describe, expect, it } from "vitest";
import { chunkPages, pagesOf } from "../../documents/chunks.ts";
import { extractDocx } from "../../documents/extract/docx.ts";
import { makeDocx } from "../../test/fixtures/index.ts";
import { buildDocument } from "./document.ts";
import { knownMiss, LAYOUT_FIXTURES, layoutPages, type KnownMiss, type LayoutFixture } from "./fixtures/layouts/index.ts";
import { analyzeDocument, type DocumentFacts } from "./index.ts";

const words = (s: string) => new Set((s.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => w.length > 2));

/** The same loose match the eval script uses: most of the shorter text's words are in the other. */
function sameText(a: string, b: string): boolean {
  const A = words(a);
  const B = words(b);
  const inter = [...A].filter((w) => B.has(w)).length;
  return inter / Math.max(1, Math.min(A.size, B.size)) >= 0.8;
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();

/** Lines of the document that are structure: headings, bare labels, running headers/footers, header rows. */
function structureLines(f: LayoutFixture, pages: string[]): string[] {
  const doc = buildDocument(pages);
  const out = doc.lines.filter((l) => l.heading || /^[^:]{2,60}:$/.test(l.text)).map((l) => l.text);
  const s = f.source;
  if (s.format === "pdf") {
    const total = s.pages.length;
    for (let p = 1; p <= total; p++) out.push(...(s.options?.header?.(p, total) ?? []), ...(s.options?.footer?.(p, total) ?? []));
    // A table's first row is its header row, and so is that row printed again over a later part of the
    // table; a table's later row after lines between rows (a goal grid's baseline) is data.
    for (const page of s.pages) {
      const headers = new Map<string, string>();
      page.forEach((block, i) => {
        const prev = page[i - 1];
        const isRow = (b: typeof block | undefined) => typeof b === "object" && "cells" in b;
        if (!isRow(block) || isRow(prev) || typeof block !== "object" || !("cells" in block)) return;
        const columns = block.at.join(",");
        const header = headers.get(columns);
        if (header !== undefined && header !== block.cells.join("|")) return;
        headers.set(columns, block.cells.join("|"));
        out.push(...block.cells.flatMap((c) => [c, ...c.split("\n")]));
      });
    }
  }
  if (s.format === "txt") {
    // A plain-text export's running header and footer: the first and last lines of a page that repeat on another page.
    const edges = s.pages.map((p) => {
      const lines = p.split("\n").filter((l) => l.trim() !== "");
      return [lines[0] ?? "", lines.at(-1) ?? ""];
    });
    const all = edges.flat().map((l) => l.replace(/\d+/g, "#"));
    for (const l of edges.flat()) if (all.filter((x) => x === l.replace(/\d+/g, "#")).length >= 2) out.push(l, ...l.split(/\t|\s{2,}/));
  }
  return out.map(norm).filter((l) => l.length > 0);
}

/** Names of whoever issued the document (a district, cooperative, office or division), wherever they appear in its text. */
function issuerNames(pages: string[]): string[] {
  const issuer = /\b(?:cooperative|school\s+district|(?:public|county|area|city)\s+schools|unified|education\s+service\s+district|division\s+of|department\s+of|office\s+of)\b/i;
  return pages
    .flatMap((p) => p.split("\n"))
    .flatMap((l) => l.trim().split(/\s{2,}|\s[-–—]\s/))
    .filter((cell) => issuer.test(cell) && !cell.includes(":") && cell.split(/\s+/).length >= 3)
    .map(norm);
}

/** What a reading yields, to compare two readings of one document. */
const readSignature = (f: DocumentFacts) => [
  f.goals.map((g) => g.description),
  f.services.map((s) => [s.name, s.minutesPerWeek]),
  f.accommodations.map((a) => a.text),
  f.dates.map((d) => [d.kind, d.value]),
];

const LABEL_TEXT = /^(?:goal\s*#?\s*\d+\s+of\s+\d+|of\s+\d+\s*[–-]|area\s*:|annual\s+goal\s*:?$|baseline\s*:?$|objective\s+\d+[a-z]?\s*:?$|page\s+\d+\s+of\s+\d+)/i;


/**
 * Runs a check of one part of a layout. While a blind round's miss of that part is known (KNOWN_MISSES) the
 * check must fail, so the entry goes the day the analyzer reads it; any other failure fails the test.
 */
function failsWhileKnown(fixture: LayoutFixture, part: KnownMiss, check: () => void): void {
  const known = knownMiss(fixture.name, part);
  let miss: unknown;
  try {
    check();
  } catch (error) {
    miss = error;
  }
  if (miss && !known) throw miss;
  expect(Boolean(miss), `a known miss (${part}) that is read now: remove it from KNOWN_MISSES`).toBe(known);
}

describe.each(LAYOUT_FIXTURES.map((f) => [`${f.name} (${f.family}, ${f.source.format})`, f] as const))("%s", (_, fixture) => {
  let pages: string[] = [];
  let facts: DocumentFacts;
  beforeAll(async () => {
    pages = await layoutPages(fixture);
    facts = analyzeDocument(pages, { title: fixture.name });
  });

  it("finds every expected goal once and no other, with its criterion when the document states one", () => {
    failsWhileKnown(fixture, "goals", () => {
    expect(facts.goals).toHaveLength(fixture.expected.goals.length);
    const rows = fixture.expected.goals.map((g) => {
      const found = facts.goals.filter((p) => sameText(p.description, g.description));
      return { goal: g.description, found: found.length, criterion: Boolean(found[0]?.criterion), objectives: found[0]?.objectives.length, progress: found[0]?.progress };
    });
    expect(rows).toEqual(
      fixture.expected.goals.map((g, i) => ({
        goal: g.description,
        found: 1,
        criterion: g.measurable !== null,
        // Keys that do not list objectives or a status leave them unchecked.
        objectives: g.objectives ? g.objectives.length : rows[i]?.objectives,
        progress: g.progress ?? rows[i]?.progress,
      })),
    );
    });
  });

  it("reads each service, one per row, under its own name and with its minutes", () => {
    const check = () => {
      const rows = fixture.expected.services.map((s) => {
        const found = facts.services.find((p) => p.name === s.service);
        return { service: s.service, minutes: found?.minutesPerSession, weekly: (found?.minutesPerWeek ?? 0) > 0 };
      });
      // A service the key gives no minutes (consultation "as needed") has no weekly figure either.
      expect(rows).toEqual(fixture.expected.services.map((s) => ({ service: s.service, minutes: s.minutes ?? undefined, weekly: s.minutes !== null })));
    };
    failsWhileKnown(fixture, "services", check);
  });

  it("finds the accommodations and the dates of the answer key", () => {
    expect(fixture.expected.accommodations.filter((a) => !facts.accommodations.some((p) => sameText(p.text, a)))).toEqual([]);
    const values = facts.dates.map((d) => d.value);
    failsWhileKnown(fixture, "dates", () => {
      expect(Object.values(fixture.expected.dates).filter((v) => v !== null && !values.includes(v))).toEqual([]);
    });
  });

  it("never takes a heading, a label, a running header or footer, or a header row for a goal, service or accommodation", () => {
    const structure = new Set(structureLines(fixture, pages));
    const items = [...facts.goals.map((g) => g.description), ...facts.services.map((s) => s.name), ...facts.accommodations.map((a) => a.text)];
    expect(items.filter((item) => structure.has(norm(item)) || LABEL_TEXT.test(item.trim()))).toEqual([]);
    // A district's or office's name ("… Special Services Cooperative") is neither an item nor part of one.
    const issuers = issuerNames(pages);
    expect(items.filter((item) => issuers.some((name) => norm(item).includes(name)))).toEqual([]);
  });

  it("reads the same from the pages the app rebuilds from the document's stored passages", () => {
    // Insights and the chat's record analyse pagesOf(chunkPages(pages)) (ADR 0076); a cut that lost a
    // line's indentation broke a table's wrapped cells there (ADR 0081).
    const rebuilt = analyzeDocument(pagesOf(chunkPages(pages)), { title: fixture.name });
    expect(readSignature(rebuilt)).toEqual(readSignature(facts));
  });

  it("gives every goal, service and accommodation a confidence, and an inferred area is marked", () => {
    const items = [...facts.goals, ...facts.services, ...facts.accommodations];
    expect(items.filter((item) => !["high", "medium", "low"].includes(item.confidence ?? ""))).toEqual([]);
    expect(facts.goals.filter((g) => g.areaInferred && !g.area)).toEqual([]);
  });
});

async function load(name: string): Promise<DocumentFacts> {
  const f = LAYOUT_FIXTURES.find((x) => x.name === name);
  if (!f) throw new Error(name);
  return analyzeDocument(await layoutPages(f));
}

describe("what the layouts need", () => {
  it("takes a goal's area from the document's own label, and infers (and says so) only when there is none", async () => {
    const vendor = await load("vendor-iep");
    expect(vendor.goals.map((g) => [g.number, g.area, g.areaInferred])).toEqual([
      ["1", "Reading Comprehension", undefined],
      ["2", "Math Problem Solving", undefined],
      ["3", "Written Expression", undefined],
    ]);
    const ny = await load("ny-iep");
    // The NY goal table has no area column: an area is only ever inferred there, and marked so.
    expect(ny.goals.some((g) => g.area)).toBe(true);
    expect(ny.goals.filter((g) => g.area && !g.areaInferred)).toEqual([]);
  });

  it("keeps short-term objectives under their goal", async () => {
    const facts = await load("numbered-objectives");
    expect(facts.goals.map((g) => g.objectives.length)).toEqual([3, 2]);
  });

  it("normalises minutes per week from per-day, per-month, per-grading-period, per-year and per-cycle amounts, keeping the words", async () => {
    const tx = await load("tx-ard");
    const speech = tx.services.find((s) => s.name === "Speech Therapy");
    expect(speech).toMatchObject({ minutesPerSession: 270, per: "grading-period", periodWeeks: 9, minutesPerWeek: 30 });
    expect(speech?.amount).toBe("270 minutes per 9-week grading period");
    const co = await load("co-iep");
    expect(co.services.map((s) => [s.per, s.minutesPerWeek])).toEqual([
      ["day", 100],
      ["week", 120],
      ["year", 10],
    ]);
    const ma = await load("ma-iep");
    expect(ma.services.map((s) => s.minutesPerWeek)).toEqual([15, 135, 120]);
  });

  it("reads minutes written in words", async () => {
    const fl = await load("fl-iep");
    expect(fl.services.find((s) => s.name === "Language Therapy")).toMatchObject({ minutesPerSession: 30, minutesPerWeek: 30 });
  });

  it("reports one entry per goal in a progress report, with its code and date", async () => {
    const facts = await load("progress-codes");
    expect(facts.goals.map((g) => [g.number, g.progress, g.progressDate])).toEqual([
      ["1", "Sufficient progress (SP)", "2026-01-16"],
      ["2", "Insufficient progress (IP)", "2026-01-16"],
      ["3", "Mastered (MA)", "2026-01-16"],
    ]);
  });

  it("gives only what an amendment changes, marked as an amendment of its IEP", async () => {
    const facts = await load("amendment");
    expect(facts.amendment?.amends).toBe("2025-10-01");
    expect(facts.goals).toHaveLength(1);
    expect(facts.services.map((s) => [s.name, s.minutesPerWeek, s.amended])).toEqual([["Speech-Language Therapy", 60, true]]);
    expect(facts.accommodations.map((a) => [a.text, a.amended])).toEqual([["Preferential seating near the teacher", true]]);
  });

  it("reads a 504 plan's accommodation table by its column, with no goals", async () => {
    const facts = await load("plan-504-table");
    expect(facts.goals).toEqual([]);
    expect(facts.accommodations.map((a) => a.kind)).toEqual(["classroom", "classroom", "testing", "testing"]);
  });

  it("leaves out a blank grid row and a goal's missing criterion, and takes nothing from a notice in Spanish", async () => {
    const ca = await load("ca-seis-iep");
    expect(ca.services).toHaveLength(2);
    const fl = await load("fl-iep");
    expect(fl.goals[1]?.criterion).toBeUndefined();
    const co = await load("co-iep");
    expect(co.accommodations.map((a) => a.text)).toEqual(["Break card available in all classes", "Audio version of grade-level texts"]);
  });
});

describe("shapes generalised in the second round (docs/decisions/0024)", () => {
  it("reads a grid's count, length and period from their own cells, whatever the column order, past a blank cell", async () => {
    const md = await load("md-iep");
    expect(md.services.map((s) => [s.name, s.minutesPerSession, s.sessions, s.per, s.minutesPerWeek])).toEqual([
      ["Classroom Instruction", 45, 5, "week", 225],
      ["Speech/Language Therapy", 30, 2, "week", 60],
      ["Occupational Therapy", 30, 1, "month", 8],
    ]);
    const nc = await load("nc-iep");
    expect(nc.services.map((s) => [s.name, s.minutesPerWeek, s.location])).toEqual([
      ["Speech-Language Therapy", 60, "Separate setting"],
      ["Specially Designed Instruction: Math", 180, "Regular class"],
      ["Consultation", 5, "Regular class"],
    ]);
  });

  it("takes only the ticked boxes of an accommodation checklist", async () => {
    const md = await load("md-iep");
    expect(md.accommodations.map((a) => a.text)).toEqual(["Text-to-speech for math assessments", "Extended time (time and one half)", "Frequent breaks"]);
    const va = await load("va-iep");
    expect(va.accommodations.map((a) => a.text)).not.toContain("Calculator on non-calculator items");
  });

  it("reads an accommodation column wherever it stands, the row's type giving classroom or testing", async () => {
    const nc = await load("nc-iep");
    expect(nc.accommodations.map((a) => [a.text, a.kind])).toEqual([
      ["Visual schedule of the day", "classroom"],
      ["Advance notice of changes in routine", "classroom"],
      ["Testing in a separate room", "testing"],
    ]);
    const mi = await load("mi-iep");
    expect(mi.accommodations.map((a) => a.text)).toEqual(["Graphic organizers for written tasks", "Copy of class notes", "Help card on desk"]);
  });

  it("reads an accommodation written after its category and a dash as the accommodation alone", async () => {
    const ga = await load("ga-iep");
    expect(ga.accommodations.map((a) => [a.text, a.kind])).toEqual([
      ["Preferential seating near instruction", "classroom"],
      ["Directions repeated and clarified", "classroom"],
      ["Extra time for written assignments", "classroom"],
      ["Small group administration", "testing"],
      ["Read aloud of test items (math only)", "testing"],
      ["Frequent monitored breaks", "testing"],
    ]);
  });

  it("opens a goal at its area label and never takes an area label's name for the area", async () => {
    const nc = await load("nc-iep");
    expect(nc.goals.map((g) => [g.area, g.areaInferred])).toEqual([
      ["Social Communication", undefined],
      ["Math Calculation", undefined],
    ]);
    const va = await load("va-iep");
    expect(va.goals.map((g) => g.area)).toEqual(["Reading", "Written Expression"]);
  });
});

describe("shapes generalised in the third round (docs/decisions/0025)", () => {
  it("reads a label with an aside in parentheses as its label: the present level is the goal's baseline, not a goal", () => {
    const facts = analyzeDocument([
      [
        "ANNUAL GOALS",
        "Goal 1    Area: Math Calculation",
        "Current Level of Performance (Baseline): Ana adds fractions with unlike denominators with 30% accuracy.",
        "Annual Goal: Ana will add fractions with unlike denominators with 80% accuracy on 4 of 5 probes.",
      ].join("\n"),
    ]);
    expect(facts.goals.map((g) => [g.area, g.description.slice(0, 30), g.baseline])).toEqual([
      ["Math Calculation", "Ana will add fractions with un", "Ana adds fractions with unlike denominators with 30% accuracy"],
    ]);
  });

  it("reads a grid whose header groups columns over a second header row, with X marks and a header wrapped onto two lines", () => {
    const at = [0, 22, 29, 38, 54, 64, 73, 86];
    const row = (...cells: string[]) => cells.reduce((line, c, k) => line.padEnd(at[k] ?? 0) + c, "").trimEnd();
    const facts = analyzeDocument([
      [
        "SPECIAL EDUCATION SERVICES",
        row("", "Location", "", "", "Minutes per Session"),
        row("Instruction or", "Gen", "Sp", "Frequency", "Indirect", "Direct", "Start", "Anticipated"),
        row("Service", "Ed", "Ed", "", "", "", "Date", "Duration"),
        row("Speech therapy", "", "X", "2 times/week", "", "20", "01/05/2026", "1 year"),
        row("Consultation", "X", "", "1 time/month", "30", "", "01/05/2026", "1 year"),
      ].join("\n"),
    ]);
    expect(facts.services.map((s) => [s.name, s.minutesPerSession, s.sessions, s.per, s.minutesPerWeek, s.location])).toEqual([
      ["Speech therapy", 20, 2, "week", 40, "Sp Ed"],
      ["Consultation", 30, 1, "month", 8, "Gen Ed"],
    ]);
    // The header's second line names no column of the rows: the start date is not read as an end.
    expect(facts.dates.filter((d) => d.value === "2026-01-05" && d.kind === "end")).toEqual([]);
  });

  it("reads a service from a two-column table of labels and values, and ESY answered in the cell beside its label", async () => {
    const docx = makeDocx([
      "RELATED SERVICES",
      { table: [["Type of Service", "Physical Therapy"], ["Location", "Gym"], ["Amount of Time", "2 hours"], ["Frequency", "Monthly"]] },
      "",
      { table: [["Extended School Year", "Yes"]] },
    ]);
    const facts = analyzeDocument((await extractDocx(docx)).pages);
    expect(facts.services.map((s) => [s.name, s.minutesPerSession, s.sessions, s.per, s.minutesPerWeek, s.location])).toEqual([
      ["Physical Therapy", 120, 1, "month", 30, "Gym"],
    ]);
    expect(facts.extendedSchoolYear?.value).toBe("yes");
  });

  it("reads adaptations and statewide/districtwide testing as accommodations, never the sentence that introduces or points at the list", () => {
    const facts = analyzeDocument([
      [
        "ADAPTATIONS",
        "The following adaptations will be made in science and social studies:",
        "- Notes provided before the lesson",
        "- Word bank on quizzes",
        "",
        "DISTRICTWIDE AND STATEWIDE ASSESSMENTS",
        "Assessment participation: Jo will take the state tests with the accommodations listed below.",
        "- Read-aloud of math items",
      ].join("\n"),
    ]);
    expect(facts.accommodations.map((a) => a.text)).toEqual(["Notes provided before the lesson", "Word bank on quizzes", "Read-aloud of math items"]);
    expect(facts.accommodations.at(-1)?.kind).toBe("testing");
  });

  it("reads a date of birth labelled Birthdate or Birthday", () => {
    const facts = analyzeDocument(["Student: Jo Park     Birthdate: 05/06/2016\nSibling: Lee Park     Birthday: 07/08/2019"]);
    expect(facts.dates.filter((d) => d.kind === "birth").map((d) => d.value)).toEqual(["2016-05-06", "2019-07-08"]);
  });
});

/** A page of a two-page export with its running header and footer. */
const twoPageExportPage = (n: number, body: string[]) =>
  ["Maple Grove Area Schools - Exceptional Student Services     Jo Park", "", ...body, "", `Goals & Services Summary     Page ${n} of 2`].join("\n");

describe("shapes generalised in the fourth round (docs/decisions/0077)", () => {
  it("never reads a district's or office's name as a heading, an item or the end of the section it sits in", () => {
    const facts = analyzeDocument([
      [
        "Riverbend Special Services Cooperative",
        "ACCOMMODATIONS",
        "- Extended time on tests",
        "Lakeview Unified School District - Goals and Support Office",
        "- Copy of class notes",
        "",
        "SPECIAL EDUCATION SERVICES",
        "Speech therapy: 30 minutes 2 times per week",
        "Division of Student Support Services",
        "Reading instruction: 45 minutes daily",
      ].join("\n"),
    ]);
    expect(facts.accommodations.map((a) => a.text)).toEqual(["Extended time on tests", "Copy of class notes"]);
    expect(facts.services.map((s) => [s.name, s.minutesPerWeek])).toEqual([
      ["Speech therapy", 60],
      ["Reading instruction", 225],
    ]);
    expect(facts.goals).toEqual([]);
    // In a table row with an amount, a cell that reads like an office's name is the service's place.
    const row = analyzeDocument(["SERVICES\nService     Location                    Frequency   Duration\nCounseling  School Counseling Office    2x/wk       30 min"]);
    expect(row.services.map((s) => [s.name, s.location, s.minutesPerWeek])).toEqual([["Counseling", "School Counseling Office", 60]]);
  });

  it("drops the running header and footer of a two-page document", () => {
    const facts = analyzeDocument([
      twoPageExportPage(1, ["ACCOMMODATIONS", "- Extended time on tests"]),
      twoPageExportPage(2, ["- Copy of class notes", "- Preferential seating"]),
    ]);
    expect(facts.accommodations.map((a) => a.text)).toEqual(["Extended time on tests", "Copy of class notes", "Preferential seating"]);
  });

  it("reads 'Annual Goal (Area: …)' with Baseline / Goal labels and lettered benchmarks, and a present level before the goal's label as its baseline", () => {
    const facts = analyzeDocument([
      [
        "ANNUAL GOALS",
        "Annual Goal (Area: Math)",
        "Baseline: Jo adds fractions with 40% accuracy.",
        "Goal: Jo will add fractions with unlike denominators with 80% accuracy on 4 of 5 probes.",
        "Benchmark A: Jo will add fractions with like denominators with 80% accuracy.",
        "Benchmark B: Jo will find common denominators with 80% accuracy.",
        "",
        "Measurable Annual Goal #2",
        "Jo writes 2 of 5 required paragraph parts on district prompts.",
        "Annual Goal: Jo will write a paragraph with all 5 required parts on 4 of 5 district prompts.",
        "Benchmark 2.A: Jo will write a topic sentence on 4 of 5 prompts.",
      ].join("\n"),
    ]);
    expect(facts.goals.map((g) => [g.description.slice(0, 24), g.baseline, g.objectives.length])).toEqual([
      ["Jo will add fractions wi", "Jo adds fractions with 40% accuracy", 2],
      ["Jo will write a paragrap", "Jo writes 2 of 5 required paragraph parts on district prompts", 1],
    ]);
    expect(facts.goals[0]?.area).toBe("Math");
    const unlabelled = analyzeDocument([
      [
        "ANNUAL GOALS",
        "GOAL 1: MATH PROBLEM SOLVING",
        "Currently, Sam solves 2 of 10 two-step word problems correctly.",
        "By June 2026, Sam will solve two-step word problems correctly on 8 of 10 problems on monthly probes.",
      ].join("\n"),
    ]);
    expect(unlabelled.goals.map((g) => [g.description.slice(0, 30), g.baseline])).toEqual([
      ["By June 2026, Sam will solve t", "Currently, Sam solves 2 of 10 two-step word problems correctly"],
    ]);
  });

  it("reads services stated as what the student receives, per N-day cycle with the count apart, every other week, quarterly and 'thirty (30)'", () => {
    const facts = analyzeDocument([
      [
        "SPECIALLY DESIGNED INSTRUCTION",
        "Jo will receive specially designed instruction in reading in the resource room for thirty minutes, four times per week.",
        "The student will be provided with occupational therapy consultation for 30 minutes every other week.",
        "Jo receives 20 minutes per week of speech therapy in a small group.",
        "",
        "RELATED SERVICES",
        "Counseling: 2 sessions per 6-day cycle, 30 minutes",
        "Assistive technology consultation: 60 minutes quarterly",
        "Speech support: thirty (30) minutes, two (2) times per week",
      ].join("\n"),
    ]);
    expect(facts.services.map((s) => [s.name, s.minutesPerSession, s.sessions, s.per, s.minutesPerWeek])).toEqual([
      ["Specially designed instruction in reading", 30, 4, "week", 120],
      ["Occupational therapy consultation", 30, 2, "month", 15],
      ["Speech therapy", 20, 1, "week", 20],
      ["Counseling", 30, 2, "cycle", 50],
      ["Assistive technology consultation", 60, 1, "grading-period", 7],
      ["Speech support", 30, 2, "week", 60],
    ]);
  });

  it("reads a service's name cell followed by labelled field cells, and a section named in capitals right under a table row", () => {
    const facts = analyzeDocument([
      [
        "SERVICES",
        "Specialized Academic Instruction (Reading)   Frequency: 5x weekly   Duration: 45 minutes",
        "Speech-Language Services      30 minutes      2 times per week",
        "ACCOMMODATIONS",
        "Setting: Preferential seating",
        "Timing: Extended time (1.5x) on tests",
      ].join("\n"),
    ]);
    expect(facts.services.map((s) => [s.name, s.minutesPerWeek])).toEqual([
      ["Specialized Academic Instruction (Reading)", 225],
      ["Speech-Language Services", 60],
    ]);
    expect(facts.accommodations.map((a) => a.text)).toEqual(["Preferential seating", "Extended time (1.5x) on tests"]);
  });

  it("reads objectives under their own numbered label, and a group the student takes part in as a service", () => {
    const facts = analyzeDocument([
      [
        "ANNUAL GOALS",
        "Measurable Annual Goal #1: Given grade-level text, Sam will answer comprehension questions with 80% accuracy on 4 of 5 probes.",
        "Objective A. Sam will answer literal questions with 80% accuracy.",
        "Objective B. Sam will answer inferential questions with 70% accuracy.",
        "",
        "SERVICES",
        "Sam will participate in a social skills group for 20 minutes once a week.",
      ].join("\n"),
    ]);
    expect(facts.goals.map((g) => g.objectives)).toEqual([
      ["Sam will answer literal questions with 80% accuracy.", "Sam will answer inferential questions with 70% accuracy."],
    ]);
    expect(facts.services.map((s) => [s.name, s.minutesPerWeek])).toEqual([["Social skills group", 20]]);
  });

  it("reads a sentence of what the student is given as one accommodation per phrase", () => {
    const facts = analyzeDocument([
      [
        "ACCOMMODATIONS",
        "Jo will be given extended time (time and a half) on classroom tests, a copy of class notes, and preferential seating near the teacher. Directions will be read aloud.",
      ].join("\n"),
    ]);
    expect(facts.accommodations.map((a) => a.text)).toEqual([
      "Extended time (time and a half) on classroom tests",
      "A copy of class notes",
      "Preferential seating near the teacher",
      "Directions will be read aloud",
    ]);
    const rows = analyzeDocument([
      [
        "SUPPLEMENTARY AIDS AND SERVICES",
        "Accommodation: Extended time (1.5x)   Frequency: Daily   Location: All classes",
        "Visual schedule — Daily — Classroom",
        "Frequent breaks — As needed — All settings",
      ].join("\n"),
    ]);
    expect(rows.accommodations.map((a) => a.text)).toEqual(["Extended time (1.5x)", "Visual schedule", "Frequent breaks"]);
    const listed = analyzeDocument(["ACCOMMODATIONS\nAccommodations include extended time, small group testing, and use of a calculator."]);
    expect(listed.accommodations.map((a) => a.text)).toEqual(["Extended time", "Small group testing", "Use of a calculator"]);
  });
});

const esy = (line: string) => analyzeDocument([line]).extendedSchoolYear?.value;

describe("shapes generalised after the blind round of docs/decisions/0078", () => {
  it("reads a goal from its own Word table of label and value rows, with no colon after the labels", async () => {
    const docx = makeDocx([
      "PART 2. ANNUAL GOALS",
      {
        table: [
          [{ text: "Goal 1", span: 2 }],
          ["Need", "Decoding long words"],
          ["Goal area", "Reading - Decoding"],
          ["Baseline", "Sam reads 40 of 60 multisyllabic words correctly (October probe)."],
          ["Measurable annual goal", "By May 2027, Sam will read 55 of 60 multisyllabic words correctly on 3 of 4 probes."],
          ["How progress will be measured", "Word list probes, monthly."],
        ],
      },
      "",
      {
        table: [
          [{ text: "Goal 2", span: 2 }],
          ["Goal area", "Math - Computation"],
          ["Baseline", "Sam adds fractions with unlike denominators with 30% accuracy."],
          ["Measurable annual goal", "By May 2027, Sam will add fractions with unlike denominators with 85% accuracy on 4 of 5 probes."],
        ],
      },
    ]);
    const facts = analyzeDocument((await extractDocx(docx)).pages);
    expect(facts.goals.map((g) => [g.area, g.description.slice(0, 30), g.baseline?.slice(0, 20), g.measurement])).toEqual([
      ["Reading - Decoding", "By May 2027, Sam will read 55 ", "Sam reads 40 of 60 m", "Word list probes, monthly"],
      ["Math - Computation", "By May 2027, Sam will add frac", "Sam adds fractions w", undefined],
    ]);
  });
  it("reads a consultation given time under supports for school personnel, and an ESY grid's rows, as services", () => {
    const page = [
      "SPECIAL EDUCATION SERVICES",
      "Service                         Amount    Frequency    Location",
      "Math instruction                40 min    3x/wk        Resource room",
      "Supports for School Personnel",
      "Service                         Amount    Frequency    Location",
      "Consultation with the teacher   30 min    1x/month     Classroom",
      "",
      "Training on the student's device for staff, one session in August",
      "",
      "EXTENDED SCHOOL YEAR (ESY)",
      "The team decided that Ravi  [X] requires  [ ] does not require  ESY services.",
      "ESY Service                     Amount    Frequency    Location",
      "ESY math instruction            45 min    2x/wk        Summer site",
    ].join("\n");
    const facts = analyzeDocument([page]);
    expect(facts.services.map((s) => [s.name, s.minutesPerSession, s.minutesPerWeek])).toEqual([
      ["Math instruction", 40, 120],
      ["Consultation with the teacher", 30, 8],
      ["ESY math instruction", 45, 90],
    ]);
    expect(facts.extendedSchoolYear?.value).toBe("yes");
  });

  it("reads which of the decision's verbs is ticked, whichever side of the words the boxes stand", () => {
    expect(esy("Extended school year: Kim  [ ] qualifies for  [X] does not qualify for ESY services.")).toBe("no");
    expect(esy("The team finds that Kim  ☒ needs  ☐ does not need extended school year services.")).toBe("yes");
  });
  it("reads a Word services grid divided by rows that name its parts: aids as accommodations, personnel supports with time as services", async () => {
    const docx = makeDocx([
      "SERVICES",
      {
        table: [
          ["Service", "Start", "Amount", "Place"],
          [{ text: "Special education (specially designed instruction)", span: 4 }],
          ["Math instruction", "09/08/2025", "30 minutes, 3 times per week", "Resource room"],
          [{ text: "Related services", span: 4 }],
          ["Physical therapy", "09/08/2025", "40 minutes per month", "Gym"],
          [{ text: "Supplementary aids and services", span: 4 }],
          ["Audio books for novels", "09/08/2025", "Daily", "All classes"],
          ["Copy of the teacher's slides", "09/08/2025", "As needed", "Science"],
          [{ text: "Program modifications or supports for school personnel", span: 4 }],
          ["Consultation between the therapist and the gym teacher", "09/08/2025", "15 minutes, 2 times per month", "School"],
        ],
      },
      "",
      "STATEWIDE ASSESSMENTS",
      { table: [["Assessment", "Accommodations"], ["State test", "Read aloud (math); small group"], ["District screener", "Same as state test"]] },
    ]);
    const facts = analyzeDocument((await extractDocx(docx)).pages);
    expect(facts.services.map((s) => [s.name, s.minutesPerWeek])).toEqual([
      ["Math instruction", 90],
      ["Physical therapy", 10],
      ["Consultation between the therapist and the gym teacher", 8],
    ]);
    expect(facts.accommodations.map((a) => a.text)).toEqual(["Audio books for novels", "Copy of the teacher's slides", "Read aloud (math)", "Small group"]);
  });

  it("keeps a grid's repeated header row under the name of its part in that part", () => {
    const page = [
      "SERVICE SUMMARY",
      "Related Services",
      "Service\tGoal(s)\tAmount\tFrequency\tLocation",
      "Counseling\t3\t30 min\tWeekly\tOffice",
      "Supplementary Aids/Services; Modifications; Accommodations",
      "Service\tGoal(s)\tAmount\tFrequency\tLocation",
      "Graph paper for math\t2\tAs needed\tDaily\tMath class",
    ].join("\n");
    const facts = analyzeDocument([page]);
    expect(facts.services.map((s) => s.name)).toEqual(["Counseling"]);
    expect(facts.accommodations.map((a) => a.text)).toEqual(["Graph paper for math"]);
  });
  it("keeps a grid row's name whole: a colon in it, a word broken at its hyphen over two wrapped lines", () => {
    const page = [
      "RELATED SERVICES",
      "Service               Goal   Freq.    Duration   Staff",
      "Speech therapy        1      2x/wk    30 min     Speech",
      "(Lindamood-                                      Pathologist",
      "Bell based)",
      "Consult: nurse with   2      1x/mo    15 min     Nurse",
      "classroom teacher",
    ].join("\n");
    expect(analyzeDocument([page]).services.map((s) => [s.name, s.minutesPerWeek])).toEqual([
      ["Speech therapy (Lindamood-Bell based)", 60],
      ["Consult: nurse with classroom teacher", 4],
    ]);
  });

  it("reads 'Goal #: 2' as a goal's number and keeps legends, other fields and a continued heading out of its objectives", () => {
    const pages = [
      [
        "GOALS AND OBJECTIVES",
        "Annual Goal #: 1    Performance Area: Math",
        "Measurable Annual Goal: Ben will add fractions with 80% accuracy on 4 of 5 probes.",
        "Objectives/Benchmarks                 Eval.      Criteria",
        "1. Ben will find common denominators   1, 2       80% accuracy",
        "*Evaluation Procedure: 1 Probes 2 Work samples",
        "Progress will be reported to parents: each trimester.",
      ].join("\n"),
      [
        "5. GOALS AND OBJECTIVES (continued)",
        "Annual Goal #: 2    Performance Area: Reading",
        "Measurable Annual Goal: Ben will read 100 words per minute on 3 of 4 probes.",
      ].join("\n"),
    ];
    expect(analyzeDocument(pages).goals.map((g) => [g.number, g.area, g.objectives])).toEqual([
      ["1", "Math", ["Ben will find common denominators"]],
      ["2", "Reading", []],
    ]);
  });
  it("keeps a labelled place that ends like an office's name in the service's line and quote", () => {
    const page = ["RELATED SERVICES", "School Counseling", "Frequency: 1x weekly     Duration: 30 minutes     Location: Counselor's Office", "Provider: School Counselor"].join("\n");
    const [service] = analyzeDocument([page]).services;
    expect(service?.quote).toContain("Location: Counselor's Office");
  });
});

describe("shapes generalised for docs/decisions/0081", () => {
  it("reads a goal grid whose every cell wraps at once, and whose narrow column names sit one space apart", () => {
    const page = [
      "ANNUAL GOALS",
      "No. Domain        Long-Term Goal                              Mastery",
      "1   Written       Given a writing prompt, Eli will            3 of 4 on the",
      "    Language      write a paragraph with a topic              district rubric",
      "                  sentence and three details",
      "Baseline: Eli writes two sentences (September samples).",
      "2   Math          When given ten subtraction problems,        90% accuracy on",
      "    Computation   Eli will regroup and solve them             3 probes",
    ].join("\n");
    expect(analyzeDocument([page]).goals.map((g) => [g.area, g.description, g.criterion, g.baseline])).toEqual([
      ["Written Language", "Given a writing prompt, Eli will write a paragraph with a topic sentence and three details", "3 of 4 on the district rubric", "Eli writes two sentences (September samples)"],
      ["Math Computation", "When given ten subtraction problems, Eli will regroup and solve them", "90% accuracy on 3 probes", undefined],
    ]);
  });
  it("takes goals under a long-term goal label, a goal statement label after a stated goal, and a skill area / goal field", () => {
    const page = [
      "GOALS",
      "Long-Term Goal: Kai will write a paragraph of five sentences scoring 3 of 4 on the rubric.",
      "Goal Statement: Kai will solve 10 addition facts in one minute on 3 consecutive probes.",
      "Skill Area / Goal: Self-Advocacy - Kai will ask for a break using his card in 4 of 5 opportunities.",
      "Skill Area / Goal: Organization",
      "Baseline: Kai brings his planner home on 1 of 5 days.",
      "Annual Goal Statement: Kai will bring his planner home on 4 of 5 days for 6 weeks.",
    ].join("\n");
    expect(analyzeDocument([page]).goals.map((g) => [g.area, g.description.slice(0, 24), g.baseline])).toEqual([
      ["Writing", "Kai will write a paragra", undefined],
      [undefined, "Kai will solve 10 additi", undefined],
      ["Self-Advocacy", "Kai will ask for a break", undefined],
      ["Organization", "Kai will bring his plann", "Kai brings his planner home on 1 of 5 days"],
    ]);
  });
  it("names each date of a grid by the label above it, and reads team-met, dashed two-digit-year and span dates", () => {
    const page = [
      "Date IEP Team Met: 09/03/2025      Birth Date: 4-Jun-14",
      "IEP Starts       IEP Expires      Annual Review By     Next Evaluation Due",
      "09/08/2025       09/07/2026       09/02/2026           03/15/2027",
      "Services: 09/08/2025 - 06/05/2026",
    ].join("\n");
    expect(analyzeDocument([page]).dates.map((d) => [d.kind, d.value])).toEqual([
      ["meeting", "2025-09-03"],
      ["birth", "2014-06-04"],
      ["start", "2025-09-08"],
      ["end", "2026-09-07"],
      ["annual-review", "2026-09-02"],
      ["reevaluation", "2027-03-15"],
      ["end", "2026-06-05"],
    ]);
  });
  it("reads amounts per N weeks, a count before the minutes kept, and hours under an hours column", () => {
    const page = [
      "SERVICES",
      "Service                      Amount                       Hrs/Wk",
      "Occupational therapy         2 x 30 min per 6 weeks",
      "Reading instruction                                       2.5",
      "Counseling                   3 x 20 min per quarter",
    ].join("\n");
    expect(analyzeDocument([page]).services.map((s) => [s.name, s.minutesPerSession, s.sessions, s.per, s.periodWeeks, s.minutesPerWeek])).toEqual([
      ["Occupational therapy", 30, 2, "grading-period", 6, 10],
      ["Reading instruction", 150, 1, "week", undefined, 150],
      ["Counseling", 20, 3, "grading-period", 9, 7],
    ]);
  });
  it("reads an accommodation cell that wraps inside its grid row, and a checklist introduced in sentence case", () => {
    const page = [
      "ACCOMMODATIONS",
      "Accommodation                       Setting          Frequency",
      "Extended time (double) on           All classes      Daily",
      "written tests",
      "Word bank for vocabulary            Science          Weekly",
      "",
      "SERVICES",
      "Speech therapy   30 min   1x/wk",
      "Supports for the student (check all that apply):",
      "[X] Seat near the door",
      "[ ] Braille",
    ].join("\n");
    expect(analyzeDocument([page]).accommodations.map((a) => a.text)).toEqual(["Extended time (double) on written tests", "Word bank for vocabulary", "Seat near the door"]);
  });
  it("reads goal headings with words before Goal, and lettered items under a numbered goal as its objectives", () => {
    const pages = [
      "ANNUAL GOALS\nIEP Goal 1 - Reading Comprehension\nBy May 2026, Sam will answer inferential questions with 80% accuracy on 4 of 5 probes.\nAcademic Goal #2 (Written Expression)\nAnnual Goal: Sam will write a paragraph scoring 3 of 4 on the rubric.",
      "GOALS\n1. Reading: Given a passage, Sam will retell 5 key details with 80% accuracy on 4 of 5 trials.\n   a. Sam will retell 3 details.\n2. Math: Sam will add fractions with 80% accuracy on 4 of 5 probes.",
    ];
    expect(pages.flatMap((p) => analyzeDocument([p]).goals.map((g) => [g.number, g.area, g.objectives.length]))).toEqual([
      ["1", "Reading Comprehension", 0],
      ["2", "Written Expression", 0],
      ["1", "Reading", 1],
      ["2", "Math", 0],
    ]);
  });
  it("names a service given under its grid part's label, answers an ESY question beside it, and keeps a grid of dates out of the accommodations", () => {
    const page = [
      "SERVICES",
      "Related services: Speech-language therapy, 60 minutes per month, in the therapy room.",
      "Special education services: Jo will receive 150 minutes per week of specialized instruction in reading.",
      "Does Jo qualify for Extended School Year services?    Yes",
      "ACCOMMODATIONS",
      "Accommodation(s)           When      Where",
      "Use of a calculator        Math      Math class",
      "Dates",
      "IEP Start       IEP End        Reevaluation Due",
      "10/20/2025      10/19/2026     03/2027",
    ].join("\n");
    const facts = analyzeDocument([page]);
    expect(facts.services.map((s) => [s.name, s.minutesPerWeek])).toEqual([
      ["Speech-language therapy", 15],
      ["Specialized instruction in reading", 150],
    ]);
    expect(facts.extendedSchoolYear?.value).toBe("yes");
    expect(facts.accommodations.map((a) => a.text)).toEqual(["Use of a calculator"]);
    expect(facts.dates.map((d) => [d.kind, d.value])).toEqual([
      ["start", "2025-10-20"],
      ["end", "2026-10-19"],
      ["reevaluation", "2027-03"],
    ]);
  });
  it("keeps an accommodation's own fields, frequency and place cells and the decision to test out of the list", () => {
    const pages = [
      "Accommodations\nAccommodation: Extended time (1.5x)\nFrequency: Daily\nLocation: All classes\n\nAccommodation\nFrequency\nLocation\nPreferential seating\nDaily\nAll classes\nBreaks when frustrated\nAs needed\nAll settings",
      "State Assessments\nLEAP 2025: participates with accommodations\nAccommodations: Extended time; Small group; Tests read aloud (math, science, social studies)",
    ];
    expect(pages.map((p) => analyzeDocument([p]).accommodations.map((a) => a.text))).toEqual([
      ["Extended time (1.5x)", "Preferential seating", "Breaks when frustrated"],
      ["Extended time", "Small group", "Tests read aloud (math, science, social studies)"],
    ]);
  });
  it("reads OT and PT named by their letters as services, and a row whose frequency starts in lower case as a row of its own", () => {
    const pages = [
      "SERVICES\nService            Amount\nOT consult         15 min 1x per quarter\nPT                 45 min every 2 weeks",
      "SERVICES\nDuration                 Service                           Frequency           Setting\n30 minutes per session   Speech-language therapy           2 times per month   Therapy room\n1.5 hours                Math support                      weekly              General education",
    ];
    expect(pages.flatMap((p) => analyzeDocument([p]).services.map((s) => [s.name, s.minutesPerWeek]))).toEqual([
      ["OT consult", 2],
      ["PT", 23],
      ["Speech-language therapy", 15],
      ["Math support", 90],
    ]);
  });
  it("reads objectives numbered in a cell of their own, and a form field under a goal grid is never a goal", () => {
    const page = [
      "GOALS",
      "Goal 1",
      "Annual Goal: Bo will read 90 words correct per minute on 3 probes.",
      "Objectives:",
      "1.\tBo will read 60 words correct per minute.",
      "2.\tBo will read 75 words correct per minute.",
      "Area              Annual Goal                                   Criteria",
      "Math              Bo will add within 20 using a number line     80% on 3 probes",
      "Student: Bo Lind     ID: 55102",
    ].join("\n");
    expect(analyzeDocument([page]).goals.map((g) => [g.area, g.description.slice(0, 20), g.objectives])).toEqual([
      ["Reading", "Bo will read 90 word", ["Bo will read 60 words correct per minute.", "Bo will read 75 words correct per minute."]],
      ["Math", "Bo will add within 2", []],
    ]);
  });
});

describe("bad input", () => {
  it("a document of only running headers and footers gives nothing", () => {
    const page = "Student: Ana Reyes   DOB: 01/02/2015   ID: 4471\n\n\nPrinted 09/01/2025   Page 1 of 3   CONFIDENTIAL";
    const facts = analyzeDocument([page, page.replace("Page 1", "Page 2"), page.replace("Page 1", "Page 3")]);
    expect(facts).toMatchObject({ goals: [], services: [], accommodations: [] });
  });

  it("two columns interleaved line by line invent no goal text the document does not have", () => {
    const left = ["Goal 1 (Reading): Ana will read", "grade 3 passages at 80 words correct", "per minute on 3 of 4 probes."];
    const right = ["SERVICES", "Speech therapy: 30 minutes", "2 times per week."];
    const text = left.map((l, i) => `${l.padEnd(48)}${right[i] ?? ""}`).join("\n");
    const facts = analyzeDocument([text]);
    const flatText = text.replace(/\s+/g, " ");
    expect(facts.goals.flatMap((g) => g.description.split(/\s+/)).filter((w) => !flatText.includes(w))).toEqual([]);
  });

  it("a services grid with merged cells and a blank row gives one service per filled row, under the merged name", async () => {
    const docx = makeDocx([
      "SPECIAL EDUCATION AND RELATED SERVICES",
      {
        table: [
          ["Service", "Location", "Frequency", "Duration"],
          [{ text: "Speech-Language Therapy", merge: "start" }, "Speech room", "2 times per week", "30 minutes"],
          [{ merge: "continue" }, "General education classroom", "1 time per month", "20 minutes"],
          ["", "", "", ""],
          // The amount written once across the Frequency and Duration columns.
          ["Occupational Therapy", "OT room", { text: "45 minutes, 1 time per week", span: 2 }],
        ],
      },
    ]);
    const facts = analyzeDocument((await extractDocx(docx)).pages);
    expect(facts.services.map((s) => [s.name, s.minutesPerSession, s.minutesPerWeek])).toEqual([
      ["Speech-Language Therapy", 30, 60],
      ["Speech-Language Therapy", 20, 5],
      ["Occupational Therapy", 45, 45],
    ]);
  });

  it("a goal with no criterion keeps none and is flagged, rather than given one", () => {
    const facts = analyzeDocument(["INDIVIDUALIZED EDUCATION PROGRAM\nANNUAL GOALS\nGoal 1 (Organization): Sam will use a planner to record his assignments.\n"]);
    expect(facts.goals.map((g) => [g.description, g.criterion])).toEqual([["Sam will use a planner to record his assignments.", undefined]]);
    expect(facts.flags.map((f) => f.kind)).toContain("goal-no-criterion");
  });

  it("reads amounts written in words and every common shorthand, and normalises them to minutes per week", () => {
    const page = [
      "SERVICES",
      "Counseling: thirty minutes three times a week",
      "Social work: one hour per month",
      "Reading support: 2x30 min/wk",
      "Math support: daily 45 min",
      "Speech therapy: 3 sessions of 20 minutes weekly",
      "Writing support: two 40-minute sessions per week",
      "Study skills: forty-five minutes per 9-week grading period",
      "Vision consultation: 90 minutes per year",
    ].join("\n");
    const facts = analyzeDocument([page]);
    expect(facts.services.map((s) => [s.name, s.minutesPerSession, s.minutesPerWeek])).toEqual([
      ["Counseling", 30, 90],
      ["Social work", 60, 15],
      ["Reading support", 30, 60],
      ["Math support", 45, 225],
      ["Speech therapy", 20, 60],
      ["Writing support", 40, 80],
      ["Study skills", 45, 5],
      ["Vision consultation", 90, 3],
    ]);
  });

  it("takes only the ticked boxes of a checklist, in any of the ways checkboxes reach the text", () => {
    const page = ["ACCOMMODATIONS", "☒ Extended time", "☐ Read aloud", "[X] Small-group testing", "[ ] Scribe", "\uf0fe Frequent breaks", "\uf0a8 Calculator"].join("\n");
    const facts = analyzeDocument([page]);
    expect(facts.accommodations.map((a) => a.text)).toEqual(["Extended time", "Small-group testing", "Frequent breaks"]);
  });

  it("a document in another language gives its dates and invents no goal, service or accommodation", () => {
    const page = [
      "PROGRAMA EDUCATIVO INDIVIDUALIZADO",
      "Nombre del estudiante: Lucía Pérez     Fecha de nacimiento: 03/04/2015",
      "Metas anuales",
      "Meta 1: Lucía leerá 90 palabras por minuto con 95% de precisión.",
      "Servicios: terapia del habla, treinta minutos, dos veces por semana.",
      "Adaptaciones: tiempo adicional en los exámenes.",
    ].join("\n");
    const facts = analyzeDocument([page]);
    expect(facts).toMatchObject({ goals: [], services: [], accommodations: [] });
    expect(facts.dates.map((d) => d.value)).toContain("2015-03-04");
  });

  it("a 300-page document is analysed", () => {
    const page = "GOAL 1 OF 2 – AREA: MATH\nAnnual Goal: Ana will add fractions with 80% accuracy.\nServices: Math support 30 minutes 2 times per week\n";
    const facts = analyzeDocument(Array.from({ length: 300 }, () => page));
    expect(facts.goals.length).toBeGreaterThan(0);
    expect(facts.goals.every((g) => !/^of\s+\d/i.test(g.description))).toBe(true);
  });
});
