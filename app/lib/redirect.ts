// Where to send a user after logging in. Only same-origin paths are accepted, so a crafted link
// (`/login?next=https://evil.example` or `//evil.example`) can never turn our login into a redirector.

export function safeNext(next: string | null | undefined): string | null {
  if (!next || next.length > 2048) return null;
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  // Control characters and backslashes let some browsers read a path as another origin.
  // oxlint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null;
  try {
    // Resolving against a placeholder origin must keep that origin.
    const url = new URL(next, "http://same.origin");
    if (url.origin !== "http://same.origin") return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
