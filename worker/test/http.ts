// Helpers for calling the Worker in tests through the runtime (SELF), as a browser on our origin would.
import { SELF } from "cloudflare:test";

export const ORIGIN = "http://localhost";

export type CallOptions = { body?: unknown; headers?: Record<string, string>; cookie?: string; raw?: BodyInit };

export async function call(method: string, path: string, opts: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", ...opts.headers };
  if (opts.cookie) headers.Cookie = opts.cookie;
  let body: BodyInit | undefined = opts.raw;
  if (opts.body !== undefined) {
    headers["Content-Type"] ??= "application/json";
    body = JSON.stringify(opts.body);
  }
  return SELF.fetch(`${ORIGIN}${path}`, { method, headers, body, redirect: "manual" });
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
