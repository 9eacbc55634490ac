import { describe, expect, it } from "vitest";
import { roadmapItems, type RoadmapItem } from "~/content/roadmap";
import { ALL, filterItems, filtersToParams, groupByQuarter, parseFilters, quarterKey } from "./filters";

const item = (id: string, quarter: string): RoadmapItem => ({
  id,
  title: id,
  description: "",
  status: "planned",
  quarter,
  priority: "low",
  category: "core",
  icon: "zap",
});

describe("roadmap filters", () => {
  it("parses known values and falls back to All for missing or unknown ones", () => {
    expect(parseFilters(new URLSearchParams("status=completed&category=ai"))).toEqual({ status: "completed", category: "ai" });
    expect(parseFilters(new URLSearchParams(""))).toEqual({ status: ALL, category: ALL });
    expect(parseFilters(new URLSearchParams("status=toString&category=__proto__"))).toEqual({ status: ALL, category: ALL });
  });

  it("leaves All out of the query", () => {
    expect(filtersToParams({ status: ALL, category: ALL }).toString()).toBe("");
    expect(filtersToParams({ status: "in-progress", category: ALL }).toString()).toBe("status=in-progress");
  });

  it("filters by status and category together", () => {
    expect(filterItems(roadmapItems, { status: ALL, category: ALL })).toHaveLength(11);
    expect(filterItems(roadmapItems, { status: "completed", category: ALL }).map((i) => i.id)).toEqual([
      "streaming-responses",
      "large-file-storage",
      "document-viewing",
      "scanned-text-extraction",
      "goal-tracking-dashboard",
    ]);
    expect(filterItems(roadmapItems, { status: "completed", category: "analytics" }).map((i) => i.id)).toEqual(["goal-tracking-dashboard"]);
    expect(filterItems(roadmapItems, { status: "completed", category: "collaboration" })).toEqual([]);
  });
});

describe("groupByQuarter", () => {
  it("orders groups by year, then quarter number", () => {
    const groups = groupByQuarter([item("a", "Q1 2026"), item("b", "Q3 2025"), item("c", "Q4 2024"), item("d", "Q3 2025")]);
    expect(groups.map((g) => g.quarter)).toEqual(["Q4 2024", "Q3 2025", "Q1 2026"]);
    expect(groups[1]?.items.map((i) => i.id)).toEqual(["b", "d"]);
  });

  it("groups the shipped roadmap into Q2 2025 through Q4 2026", () => {
    expect(groupByQuarter(roadmapItems).map((g) => g.quarter)).toEqual(["Q2 2025", "Q3 2025", "Q4 2025", "Q1 2026", "Q4 2026"]);
  });

  it("sorts malformed quarter labels last", () => {
    expect(quarterKey("Someday")).toBeGreaterThan(quarterKey("Q4 2099"));
  });
});
