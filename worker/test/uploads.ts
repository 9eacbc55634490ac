// Helpers for children and documents tests: create a child, upload a file, call the app with a changed env.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { api } from "../app.ts";
import type { TestUser } from "./auth.ts";
import { call, json, ORIGIN } from "./http.ts";
import { chunkedStream, type FormPart, multipartBody, multipartType } from "./multipart.ts";

export type ChildJson = { id: string; name: string; birthMonth: string | null; birthYear: string | null; avatarUrl: string | null; documentCount: number; lastUpdated: string | null; createdAt: string; updatedAt: string };
export type DocumentJson = {
  id: string; title: string; documentType: string; schoolYear: string | null; fileUrl: string; downloadUrl: string; fileName: string;
  contentType: string; size: number; status: string; statusReason: string | null; pageCount: number | null; createdAt: string; uploadedAt: string;
  childId: string; childName: string;
};
export type ErrorJson = { code: string; message: string; fields?: Record<string, string> };

export async function addChild(user: TestUser, name = "Maya"): Promise<ChildJson> {
  const res = await call("POST", "/api/children", { cookie: user.cookie, body: { name } });
  if (res.status !== 201) throw new Error(`add child failed: ${res.status} ${await res.text()}`);
  return json<ChildJson>(res);
}

/** Upload parts as multipart; `chunk` sends the body as a stream of that many bytes a piece (no Content-Length). */
export async function uploadParts(user: TestUser, childId: string, parts: FormPart[], opts: { chunk?: number } = {}): Promise<Response> {
  const body = multipartBody(parts);
  return call("POST", `/api/children/${childId}/documents/upload`, {
    cookie: user.cookie,
    headers: { "Content-Type": multipartType() },
    raw: opts.chunk ? chunkedStream(body, opts.chunk) : body,
  });
}

export const docParts = (
  file: { name: string; bytes: Uint8Array; type?: string },
  fields: Partial<Record<"title" | "documentType" | "schoolYear", string>> = { title: "Spring IEP", documentType: "IEP", schoolYear: "2025-2026" },
): FormPart[] => [
  ...Object.entries(fields).map(([name, value]) => ({ name, value })),
  { name: "document", filename: file.name, contentType: file.type ?? "application/octet-stream", value: file.bytes },
];

export async function uploadFile(user: TestUser, childId: string, name: string, bytes: Uint8Array, title = "Spring IEP"): Promise<DocumentJson> {
  const res = await uploadParts(user, childId, docParts({ name, bytes }, { title, documentType: "IEP", schoolYear: "2025-2026" }));
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return json<DocumentJson>(res);
}

/** Calls the /api app directly with some bindings replaced (to inject faults or observe the queue). */
export async function callWithEnv(overrides: Partial<Env>, method: string, path: string, init: { cookie: string; headers?: Record<string, string>; body?: BodyInit }): Promise<Response> {
  const request = new Request(`${ORIGIN}${path}`, {
    method,
    headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", Cookie: init.cookie, ...init.headers },
    body: init.body,
  });
  const ctx = createExecutionContext();
  const res = await api.fetch(request, { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** A stand-in for a binding: the real one with some methods replaced. */
export function withOverrides<T extends object>(target: T, overrides: Partial<Record<keyof T, unknown>>): T {
  return new Proxy(target, {
    get(t, prop) {
      if (Object.prototype.hasOwnProperty.call(overrides, prop)) return overrides[prop as keyof T];
      // Native bindings check `this`, so their methods are bound to the real object.
      const value: unknown = Reflect.get(t, prop);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(t) : value;
    },
  });
}

/** Every R2 key under a prefix. */
export async function r2Keys(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.FILES.list({ prefix, cursor });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

export async function count(table: string, where = "1=1", ...binds: unknown[]): Promise<number> {
  return (await env.DB.prepare(`select count(*) as n from ${table} where ${where}`).bind(...binds).first<{ n: number }>())!.n;
}

export async function familyIdOf(user: TestUser): Promise<string> {
  return (await env.DB.prepare("select family_id as f from family_members where user_id = ?").bind(user.id).first<{ f: string }>())!.f;
}

/** Names of the tables (and columns) whose rows mention any of the ids — for "nothing orphaned" checks. */
export async function tablesMentioning(ids: string[]): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name not like 'd1_%'",
  ).all<{ name: string }>();
  const hits: string[] = [];
  for (const { name } of results) {
    const rows = await env.DB.prepare(`select * from "${name}"`).all();
    const text = JSON.stringify(rows.results);
    for (const id of ids) if (text.includes(id)) hits.push(`${name}:${id}`);
  }
  return hits;
}
