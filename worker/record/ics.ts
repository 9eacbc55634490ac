// The child's deadlines as an iCalendar file (RFC 5545): one all-day VEVENT per dated deadline, each with
// a display alarm two weeks before. Written by hand because the format is a few fixed lines; what needs
// care is escaping (§3.3.11), folding lines at 75 octets (§3.1) and CRLF line ends. A test parses the
// result back with ical.js (worker/api/progress.test.ts).
import type { ProgressView } from "./progress.ts";

const CRLF = "\r\n";

/** TEXT value escaping: backslash, semicolon, comma and newlines. */
function text(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line at 75 octets without splitting a UTF-8 character (continuation lines start with a space). */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

const day = (iso: string) => iso.replaceAll("-", "");
const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

export function deadlinesCalendar(view: Pick<ProgressView, "childId" | "childName" | "deadlines">, now: Date = new Date()): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//IEP Binder//Deadlines//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH", `X-WR-CALNAME:${text(`${view.childName}: IEP deadlines`)}`];
  for (const d of view.deadlines) {
    if (!d.date) continue;
    const summary = `${view.childName}: ${d.title}${d.estimated ? " (expected)" : ""}`;
    const description = [
      d.estimated ? `Estimated from the schedule "${d.stated}".` : `Stated as ${d.stated}.`,
      d.note ?? "",
      `Source: ${d.source.document}, page ${d.source.page}: "${d.source.quote}"`,
    ]
      .filter(Boolean)
      .join("\n");
    lines.push(
      "BEGIN:VEVENT",
      // Stable per child and deadline kind, so importing the file again updates the event instead of adding one.
      `UID:${view.childId}-${d.kind}@iepbinder.app`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${day(d.date)}`,
      `DTEND;VALUE=DATE:${day(nextDay(d.date))}`,
      `SUMMARY:${text(summary)}`,
      `DESCRIPTION:${text(description)}`,
      "TRANSP:TRANSPARENT",
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      `DESCRIPTION:${text(`In two weeks: ${summary}`)}`,
      "TRIGGER:-P14D",
      "END:VALARM",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(fold).join(CRLF) + CRLF;
}
