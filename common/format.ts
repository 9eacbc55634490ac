// Dates as the lists show them ('Nov 22, 2026'). A fixed locale (en-US) and time zone (UTC) make the
// server's HTML and the browser's first render identical, so hydration never disagrees about a date.
// Written out from the month names rather than with Intl.DateTimeFormat: the browser's first
// DateTimeFormat loads its locale data, 20–70 ms of main thread on a phone-speed CPU inside the task
// that evaluates the page's scripts, for three fixed patterns (docs/decisions/0089). format.test.ts
// checks every pattern against Intl's own output.
export const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
] as const;

const monthOf = (date: Date) => MONTHS[date.getUTCMonth()]!;

/** 'Nov 22, 2026' for an ISO timestamp; `fallback` when it is missing or not a date. */
export function formatDate(iso: string | null | undefined, fallback = ""): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return fallback;
  return `${monthOf(date).slice(0, 3)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
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

/**
 * 'March 9, 2027' for an ISO day; 'March 2029' when the document stated only the month (`stated` is
 * 'YYYY-MM'), so a month-only date is never shown as if it had a day.
 */
export function longDay(iso: string, stated: string = iso): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return stated;
  const year = date.getUTCFullYear();
  return /^\d{4}-\d{2}$/.test(stated) ? `${monthOf(date)} ${year}` : `${monthOf(date)} ${date.getUTCDate()}, ${year}`;
}
