// Message timestamps (requirements §9): under a minute 'Just now', under an hour '{n} min ago', under a day
// '{n} hour(s) ago', otherwise the clock time and a short month and day. A number above 1e12 is
// milliseconds, otherwise seconds (servers send either). 'Unknown time' when there is none,
// 'Invalid time' when it cannot be read (requirements §8).

export type Timestamped = { createdAt?: unknown; timestamp?: unknown; created_at?: unknown };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The instant a value stands for, or null when it cannot be read. */
export function toDate(value: number | string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    return new Date(value > 1e12 ? value : value * 1000);
  }
  const trimmed = value.trim();
  if (trimmed === "") return null;
  // A numeric string follows the same ms-or-seconds rule as a number.
  if (/^\d+(\.\d+)?$/.test(trimmed)) return toDate(Number(trimmed));
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatRelativeTime(value: unknown, now: Date = new Date(), locale?: string): string {
  if (value === null || value === undefined || value === "") return "Unknown time";
  if (typeof value !== "number" && typeof value !== "string" && !(value instanceof Date)) return "Invalid time";
  const date = toDate(value);
  if (!date) return "Invalid time";
  // A clock slightly ahead of ours still reads as "Just now", not as a time in the future.
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE) return "Just now";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    return `${hours} ${hours === 1 ? "hour" : "hours"} ago`;
  }
  const time = date.toLocaleTimeString(locale, { hour: "numeric", minute: "2-digit" });
  const day = date.toLocaleDateString(locale, { month: "short", day: "numeric" });
  return `${time}, ${day}`;
}

/** A message's time: `createdAt`, else `timestamp`, else `created_at` (requirements §3 tolerates all three). */
export function messageTime(message: Timestamped, now?: Date, locale?: string): string {
  return formatRelativeTime(message.createdAt ?? message.timestamp ?? message.created_at, now, locale);
}
