// The client's one request helper (requirements §7/§8): cookies always sent, JSON by default, and any non-OK
// answer becomes an Error "status: body" (the status text when the body is empty).

export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The server's JSON error body ({code, message, fields, errors}) when there is one. */
  json(): { code?: string; message?: string; fields?: Record<string, string>; errors?: string[] } | null {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return parsed && typeof parsed === "object" ? (parsed as ReturnType<RequestError["json"]>) : null;
    } catch {
      return null;
    }
  }
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  const isHtml = /^\s*<(!doctype|html)/i.test(text);
  // An HTML error page says little in a log; its first 200 characters are enough to recognise it.
  console.warn(`Request failed (${res.status} ${res.url})`, isHtml ? text.slice(0, 200) : text);
  throw new RequestError(res.status, text, res.statusText);
}

export type RequestOptions = { raw?: boolean; signal?: AbortSignal };

/** Sends `body` as JSON, or as-is (FormData, URLSearchParams, Blob) when `raw` is set. */
export async function apiRequest(method: string, path: string, body?: unknown, opts: RequestOptions = {}): Promise<Response> {
  const init: RequestInit = { method, credentials: "include", signal: opts.signal };
  if (body !== undefined) {
    if (opts.raw) init.body = body as BodyInit;
    else {
      init.headers = { "Content-Type": "application/json" };
      init.body = JSON.stringify(body);
    }
  }
  const res = await fetch(path, init);
  await throwIfNotOk(res);
  return res;
}

export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const res = await apiRequest("GET", path, undefined, { signal });
  return (await res.json()) as T;
}

/** The message to show for a failed request: the server's message when it sent one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof RequestError) return error.json()?.message || fallback;
  return fallback;
}
