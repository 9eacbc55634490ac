// Browser-side cookie helpers for the preferences the page script owns (banner, consent, sidebar).

export function writeCookie(name: string, value: string, opts: { maxAgeSeconds?: number } = {}): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  const maxAge = opts.maxAgeSeconds === undefined ? "" : `; Max-Age=${opts.maxAgeSeconds}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${maxAge}${secure}`;
}

/** Expires a cookie on this host and on the parent domains analytics scripts use (e.g. `.example.com`). */
export function expireCookie(name: string): void {
  const parts = location.hostname.split(".");
  const domains = [""];
  for (let i = 0; i < parts.length - 1; i++) domains.push(`; Domain=.${parts.slice(i).join(".")}`);
  for (const domain of domains) {
    document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0${domain}`;
  }
}
