// The written-out date formats against Intl's en-US output in UTC, the formats they replace
// (docs/decisions/0089): every day of a leap year and of a common one, and the edges.
import { describe, expect, it } from "vitest";
import { formatDate, longDay } from "./format.ts";

const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
const short = intl({ month: "short", day: "numeric", year: "numeric" });
const long = intl({ month: "long", day: "numeric", year: "numeric" });
const month = intl({ month: "long", year: "numeric" });

function* days(from: string, to: string) {
  for (let t = Date.parse(from); t <= Date.parse(to); t += 86_400_000) yield new Date(t);
}

describe("formatDate", () => {
  it("writes every day as Intl's en-US short date in UTC", () => {
    for (const day of days("2027-12-31T00:00:00Z", "2029-01-01T00:00:00Z")) {
      const iso = new Date(day.getTime() + 23 * 3_600_000 + 59 * 60_000).toISOString();
      expect(formatDate(iso)).toBe(short.format(new Date(iso)));
    }
    expect(formatDate("2026-11-22T08:15:00.000Z")).toBe("Nov 22, 2026");
  });

  it("answers the fallback for a missing or unreadable date", () => {
    expect(formatDate(null, "Never")).toBe("Never");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("not a date", "—")).toBe("—");
  });
});

describe("longDay", () => {
  it("writes every day as Intl's en-US long date in UTC", () => {
    for (const day of days("2023-12-31T00:00:00Z", "2025-01-01T00:00:00Z")) {
      const iso = day.toISOString().slice(0, 10);
      expect(longDay(iso)).toBe(long.format(day));
    }
    expect(longDay("2027-03-09")).toBe("March 9, 2027");
  });

  it("writes only the month when the document stated only the month", () => {
    for (let m = 1; m <= 12; m++) {
      const stated = `2029-${String(m).padStart(2, "0")}`;
      expect(longDay(`${stated}-01`, stated)).toBe(month.format(new Date(`${stated}-01T00:00:00Z`)));
    }
    expect(longDay("2029-02-01", "2029-02")).toBe("February 2029");
  });

  it("answers what the document stated when the day cannot be read", () => {
    expect(longDay("soon", "at the next review")).toBe("at the next review");
  });
});
