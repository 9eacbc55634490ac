// Dates as the lists show them ('Nov 22, 2026'). A fixed locale and time zone make the server's HTML
// and the browser's first render identical, so hydration never disagrees about a date.
const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** 'Nov 22, 2026' for an ISO timestamp; `fallback` when it is missing or not a date. */
export function formatDate(iso: string | null | undefined, fallback = ""): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? fallback : dateFormat.format(date);
}

const UNITS = ["B", "KB", "MB", "GB"] as const;

/** '1.4 MB' */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(value < 10 ? 1 : 0)} ${UNITS[unit]}`;
}


const longFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const monthFormat = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/**
 * 'March 9, 2027' for an ISO day; 'March 2029' when the document stated only the month (`stated` is
 * 'YYYY-MM'), so a month-only date is never shown as if it had a day.
 */
export function longDay(iso: string, stated: string = iso): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return stated;
  return /^\d{4}-\d{2}$/.test(stated) ? monthFormat.format(date) : longFormat.format(date);
}
