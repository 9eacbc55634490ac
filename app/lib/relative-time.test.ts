import { describe, expect, it } from "vitest";
import { formatRelativeTime, messageTime, toDate } from "./relative-time";

const now = new Date("2026-11-22T15:30:00Z");
const ms = now.getTime();

describe("formatRelativeTime (requirements §9)", () => {
  it("reads recent times relatively", () => {
    expect(formatRelativeTime(ms, now)).toBe("Just now");
    expect(formatRelativeTime(ms - 59_999, now)).toBe("Just now");
    expect(formatRelativeTime(ms - 60_000, now)).toBe("1 min ago");
    expect(formatRelativeTime(ms - 59 * 60_000, now)).toBe("59 min ago");
    expect(formatRelativeTime(ms - 60 * 60_000, now)).toBe("1 hour ago");
    expect(formatRelativeTime(ms - 23 * 3_600_000, now)).toBe("23 hours ago");
  });

  it("shows the clock time and a short month and day from 24 hours on", () => {
    const text = formatRelativeTime(ms - 24 * 3_600_000, now, "en-US");
    const expected = new Date(ms - 24 * 3_600_000);
    expect(text).toBe(
      `${expected.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" })}, ${expected.toLocaleDateString("en-US", { month: "short", day: "numeric" })}`,
    );
    expect(text).toMatch(/\d{1,2}:\d{2}\s?[AP]M, Nov 2[01]/);
  });

  it("reads numbers above 1e12 as milliseconds and others as seconds", () => {
    expect(toDate(1_700_000_000_000)?.getTime()).toBe(1_700_000_000_000);
    expect(toDate(1_700_000_000)?.getTime()).toBe(1_700_000_000_000);
    expect(formatRelativeTime(Math.floor(ms / 1000) - 120, now)).toBe("2 min ago");
    expect(formatRelativeTime(String(ms - 180_000), now)).toBe("3 min ago");
  });

  it("accepts ISO strings and Dates, and treats a clock ahead of ours as now", () => {
    expect(formatRelativeTime(new Date(ms - 5 * 60_000).toISOString(), now)).toBe("5 min ago");
    expect(formatRelativeTime(new Date(ms - 2 * 3_600_000), now)).toBe("2 hours ago");
    expect(formatRelativeTime(ms + 30_000, now)).toBe("Just now");
  });

  it("says 'Unknown time' for nothing and 'Invalid time' for what cannot be read", () => {
    expect(formatRelativeTime(undefined, now)).toBe("Unknown time");
    expect(formatRelativeTime(null, now)).toBe("Unknown time");
    expect(formatRelativeTime("", now)).toBe("Unknown time");
    expect(formatRelativeTime("not a date", now)).toBe("Invalid time");
    expect(formatRelativeTime(Number.NaN, now)).toBe("Invalid time");
    expect(formatRelativeTime({}, now)).toBe("Invalid time");
    expect(formatRelativeTime(new Date("x"), now)).toBe("Invalid time");
  });

  it("takes createdAt, then timestamp, then created_at", () => {
    expect(messageTime({ createdAt: ms - 60_000 }, now)).toBe("1 min ago");
    expect(messageTime({ timestamp: ms - 120_000 }, now)).toBe("2 min ago");
    expect(messageTime({ created_at: Math.floor(ms / 1000) - 180 }, now)).toBe("3 min ago");
    expect(messageTime({}, now)).toBe("Unknown time");
  });
});
