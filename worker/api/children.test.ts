import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES, birthYears, CHILD_MESSAGES } from "../../common/schemas/children.ts";
import { getDb } from "../db/client.ts";
import { listChildren } from "../children/children.ts";
import { signUp, type TestUser } from "../test/auth.ts";
import { call, json } from "../test/http.ts";
import { chunkedStream, type FormPart, fixtures, multipartBody, multipartType } from "../test/multipart.ts";
import { addChild, type ChildJson, count, type DocumentJson, type ErrorJson, familyIdOf, r2Keys, tablesMentioning, uploadFile } from "../test/uploads.ts";

const form = (user: TestUser, method: string, path: string, parts: FormPart[], chunk?: number) => {
  const body = multipartBody(parts);
  return call(method, path, { cookie: user.cookie, headers: { "Content-Type": multipartType() }, raw: chunk ? chunkedStream(body, chunk) : body });
};
const avatarPart = (bytes: Uint8Array, contentType: string, filename = "me.png"): FormPart => ({ name: "avatar", filename, contentType, value: bytes });
const thisYear = birthYears()[0]!;

describe("children: create", () => {
  it("JSON with a name (the test page) → 201 with the spec's fields", async () => {
    const user = await signUp();
    const res = await call("POST", "/api/children", { cookie: user.cookie, body: { name: "  Maya  " } });
    expect(res.status).toBe(201);
    const child = await json<ChildJson>(res);
    expect(child).toEqual({
      id: expect.any(String),
      name: "Maya",
      birthMonth: null,
      birthYear: null,
      avatarUrl: null,
      documentCount: 0,
      lastUpdated: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await json(await call("GET", "/api/children", { cookie: user.cookie }))).toEqual([child]);
  });

  it("a blank or missing name → 400 'Please enter a child name' naming the field; nothing stored", async () => {
    const user = await signUp();
    for (const body of [{ name: "   " }, {}, { name: 42 }]) {
      const res = await call("POST", "/api/children", { cookie: user.cookie, body });
      expect(res.status).toBe(400);
      const err = await json<ErrorJson>(res);
      expect(err.message).toBe(CHILD_MESSAGES.nameRequired);
      expect(err.fields?.name).toBe(CHILD_MESSAGES.nameRequired);
    }
    const long = await call("POST", "/api/children", { cookie: user.cookie, body: { name: "x".repeat(101) } });
    expect(long.status).toBe(400);
    const multipartBlank = await form(user, "POST", "/api/children", [{ name: "name", value: "" }, { name: "birthMonth", value: "May" }]);
    expect(multipartBlank.status).toBe(400);
    expect(await count("children", "family_id = ?", await familyIdOf(user))).toBe(0);
  });

  it("multipart with name, month, year and an avatar → 201; the avatar is stored and served privately", async () => {
    const user = await signUp();
    const png = fixtures.png();
    const res = await form(user, "POST", "/api/children", [
      { name: "name", value: "Léa" },
      { name: "birthMonth", value: "March" },
      { name: "birthYear", value: thisYear },
      avatarPart(png, "image/png"),
    ]);
    expect(res.status).toBe(201);
    const child = await json<ChildJson>(res);
    expect(child).toMatchObject({ name: "Léa", birthMonth: "March", birthYear: thisYear, documentCount: 0 });
    expect(child.avatarUrl).toBe(`/api/children/${child.id}/avatar?v=${Date.parse(child.updatedAt)}`);
    const object = await env.FILES.get(`avatars/${child.id}`);
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    const img = await call("GET", child.avatarUrl!, { cookie: user.cookie });
    expect(img.status).toBe(200);
    expect(img.headers.get("Content-Type")).toBe("image/png");
    expect(img.headers.get("Cache-Control")).toBe("private, max-age=300");
    expect(img.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await img.arrayBuffer())).toEqual(png);
  });

  it("multipart without an avatar (the browser's empty file part) → 201 without avatarUrl", async () => {
    const user = await signUp();
    const res = await form(user, "POST", "/api/children", [
      { name: "name", value: "Sam" },
      { name: "birthMonth", value: "" },
      { name: "birthYear", value: "" },
      { name: "avatar", filename: "", value: new Uint8Array(0) },
    ]);
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ name: "Sam", birthMonth: null, birthYear: null, avatarUrl: null });
  });

  it("a month or year outside the lists → 400 naming the field", async () => {
    const user = await signUp();
    const tooOld = String(Number(thisYear) - 20);
    for (const [body, field] of [
      [{ name: "A", birthMonth: "Smarch" }, "birthMonth"],
      [{ name: "A", birthYear: tooOld }, "birthYear"],
      [{ name: "A", birthYear: String(Number(thisYear) + 1) }, "birthYear"],
    ] as const) {
      const res = await call("POST", "/api/children", { cookie: user.cookie, body });
      expect(res.status).toBe(400);
      expect((await json<ErrorJson>(res)).fields?.[field]).toBeTruthy();
    }
    const oldest = await call("POST", "/api/children", { cookie: user.cookie, body: { name: "A", birthMonth: "December", birthYear: birthYears().at(-1) } });
    expect(oldest.status).toBe(201);
  });

  it.each([
    ["an SVG", 415, fixtures.svg(), "image/svg+xml"],
    ["a PNG declared as JPEG", 415, fixtures.png(), "image/jpeg"],
    ["an .exe declared as PNG", 415, fixtures.exe(), "image/png"],
    ["a PDF declared as GIF", 415, fixtures.pdf(), "image/gif"],
    ["an empty image", 400, new Uint8Array(0), "image/png"],
  ])("an avatar that is %s → %i, named on the avatar field; no child, no object", async (_label, status, bytes, type) => {
    const user = await signUp();
    const familyId = await familyIdOf(user);
    const before = await r2Keys("avatars/");
    const res = await form(user, "POST", "/api/children", [{ name: "name", value: "Kid" }, avatarPart(bytes, type)]);
    expect(res.status).toBe(status);
    // A form shows the refusal under its picture field (ADR 0074).
    const body = await json<ErrorJson>(res);
    expect(body.fields?.avatar).toBe(body.message);
    expect(await count("children", "family_id = ?", familyId)).toBe(0);
    expect(await r2Keys("avatars/")).toEqual(before);
  });

  it("an avatar over 5 MB → 413, also sent chunked; nothing stored", async () => {
    const user = await signUp();
    const big = new Uint8Array(AVATAR_MAX_BYTES + 1);
    big.set(fixtures.png());
    const before = await r2Keys("avatars/");
    for (const chunk of [undefined, 64 * 1024]) {
      const res = await form(user, "POST", "/api/children", [{ name: "name", value: "Kid" }, avatarPart(big, "image/png")], chunk);
      expect(res.status).toBe(413);
      expect((await json<ErrorJson>(res)).message).toBe(CHILD_MESSAGES.avatarTooLarge);
    }
    expect(await count("children", "family_id = ?", await familyIdOf(user))).toBe(0);
    expect(await r2Keys("avatars/")).toEqual(before);
  });

  it("each accepted image type is stored with its own type", async () => {
    const user = await signUp();
    for (const [bytes, type] of [[fixtures.jpeg(), "image/jpeg"], [fixtures.gif(), "image/gif"], [fixtures.webp(), "image/webp"]] as const) {
      const res = await form(user, "POST", "/api/children", [{ name: "name", value: type }, avatarPart(bytes, type)]);
      expect(res.status).toBe(201);
      const child = await json<ChildJson>(res);
      expect((await env.FILES.head(`avatars/${child.id}`))?.httpMetadata?.contentType).toBe(type);
    }
  });
});

describe("children: read and list", () => {
  it("lists children in the order added, with documentCount and lastUpdated = the newest upload", async () => {
    const user = await signUp();
    const a = await addChild(user, "Avery");
    const b = await addChild(user, "Blake");
    await uploadFile(user, a.id, "one.pdf", fixtures.pdf());
    const newest = await uploadFile(user, a.id, "two.txt", fixtures.txt());
    const list = await json<ChildJson[]>(await call("GET", "/api/children", { cookie: user.cookie }));
    expect(list.map((c) => [c.name, c.documentCount])).toEqual([["Avery", 2], ["Blake", 0]]);
    expect(list[0]!.lastUpdated).toBe(newest.uploadedAt);
    expect(list[1]!.lastUpdated).toBeNull();
    // The loader path returns the same thing.
    expect(await listChildren(getDb(env), await familyIdOf(user))).toEqual(list);
    expect(b.id).toBe(list[1]!.id);
  });

  it("GET /:id answers the child with its documents, newest first", async () => {
    const user = await signUp();
    const child = await addChild(user, "Casey");
    const first = await uploadFile(user, child.id, "1.pdf", fixtures.pdf(), "First");
    const second = await uploadFile(user, child.id, "2.pdf", fixtures.pdf(), "Second");
    const res = await call("GET", `/api/children/${child.id}`, { cookie: user.cookie });
    expect(res.status).toBe(200);
    const body = await json<ChildJson & { documents: DocumentJson[] }>(res);
    expect(body).toMatchObject({ id: child.id, name: "Casey", documentCount: 2, lastUpdated: second.uploadedAt });
    expect(body.documents.map((d) => d.id)).toEqual([second.id, first.id]);
    expect(body.documents[0]).toEqual(second);
    expect((await call("GET", `/api/children/${crypto.randomUUID()}`, { cookie: user.cookie })).status).toBe(404);
  });
});

describe("children: edit", () => {
  it("PATCH changes only the fields sent; '' clears month and year", async () => {
    const user = await signUp();
    const created = await json<ChildJson>(await call("POST", "/api/children", { cookie: user.cookie, body: { name: "Dana", birthMonth: "May", birthYear: thisYear } }));
    const renamed = await call("PATCH", `/api/children/${created.id}`, { cookie: user.cookie, body: { name: "Dana Lee" } });
    expect(renamed.status).toBe(200);
    const afterName = await json<ChildJson>(renamed);
    expect(afterName).toMatchObject({ name: "Dana Lee", birthMonth: "May", birthYear: thisYear });
    expect(Date.parse(afterName.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    const month = await json<ChildJson>(await call("PATCH", `/api/children/${created.id}`, { cookie: user.cookie, body: { birthMonth: "" } }));
    expect(month).toMatchObject({ name: "Dana Lee", birthMonth: null, birthYear: thisYear });
    const year = await json<ChildJson>(await call("PATCH", `/api/children/${created.id}`, { cookie: user.cookie, body: { birthYear: null, birthMonth: "October" } }));
    expect(year).toMatchObject({ birthMonth: "October", birthYear: null });
    const nothing = await call("PATCH", `/api/children/${created.id}`, { cookie: user.cookie, body: {} });
    expect(await json(nothing)).toEqual(year);
  });

  it("PATCH with a blank name or a bad month → 400 and nothing changes", async () => {
    const user = await signUp();
    const child = await addChild(user, "Eli");
    for (const body of [{ name: "" }, { name: "Ok", birthMonth: "Thirteenth" }, { birthYear: "1900" }]) {
      const res = await call("PATCH", `/api/children/${child.id}`, { cookie: user.cookie, body });
      expect(res.status).toBe(400);
    }
    expect(await json(await call("GET", `/api/children/${child.id}`, { cookie: user.cookie }))).toMatchObject({ name: "Eli", birthMonth: null, updatedAt: child.updatedAt });
  });

  it("POST /:id/avatar replaces the image and changes avatarUrl; type and magic bytes are checked", async () => {
    const user = await signUp();
    const child = await addChild(user, "Finn");
    const first = await json<ChildJson>(await form(user, "POST", `/api/children/${child.id}/avatar`, [avatarPart(fixtures.png(), "image/png")]));
    expect(first.avatarUrl).toMatch(new RegExp(`^/api/children/${child.id}/avatar\\?v=\\d+$`));
    await new Promise((r) => setTimeout(r, 5));
    const second = await form(user, "POST", `/api/children/${child.id}/avatar`, [avatarPart(fixtures.jpeg(), "image/jpeg", "me.jpg")]);
    expect(second.status).toBe(200);
    const after = await json<ChildJson>(second);
    expect(after.avatarUrl).not.toBe(first.avatarUrl);
    const object = await env.FILES.get(`avatars/${child.id}`);
    expect(object?.httpMetadata?.contentType).toBe("image/jpeg");
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(fixtures.jpeg());
    expect((await r2Keys(`avatars/${child.id}`)).length).toBe(1);

    const bad = await form(user, "POST", `/api/children/${child.id}/avatar`, [avatarPart(fixtures.svg(), "image/svg+xml", "x.svg")]);
    expect(bad.status).toBe(415);
    const mismatch = await form(user, "POST", `/api/children/${child.id}/avatar`, [avatarPart(fixtures.exe(), "image/png")]);
    expect(mismatch.status).toBe(415);
    const none = await form(user, "POST", `/api/children/${child.id}/avatar`, [{ name: "other", value: "x" }]);
    expect(none.status).toBe(400);
    expect((await json<ErrorJson>(none)).message).toBe(CHILD_MESSAGES.avatarMissing);
    expect(new Uint8Array(await (await env.FILES.get(`avatars/${child.id}`))!.arrayBuffer())).toEqual(fixtures.jpeg());
  });

  it("GET /:id/avatar without an avatar → 404", async () => {
    const user = await signUp();
    const child = await addChild(user, "Gus");
    expect((await call("GET", `/api/children/${child.id}/avatar`, { cookie: user.cookie })).status).toBe(404);
  });
});

describe("children: delete", () => {
  it("D1 enforces foreign keys (the cascades below rely on it)", async () => {
    expect(await env.DB.prepare("PRAGMA foreign_keys").first()).toEqual({ foreign_keys: 1 });
  });

  it("removes everything under the child: documents, R2 objects incl. the avatar, chunks, insights, conversations, messages", async () => {
    const user = await signUp();
    const familyId = await familyIdOf(user);
    const keep = await addChild(user, "Keeper");
    const keptDoc = await uploadFile(user, keep.id, "keep.pdf", fixtures.pdf());
    const child = await json<ChildJson>(await form(user, "POST", "/api/children", [{ name: "name", value: "Harper" }, avatarPart(fixtures.png(), "image/png")]));
    const docs = [await uploadFile(user, child.id, "a.pdf", fixtures.pdf()), await uploadFile(user, child.id, "b.docx", fixtures.docx())];
    const conversationId = crypto.randomUUID();
    const messageId = crypto.randomUUID();
    const now = Date.now();
    await env.DB.batch([
      ...docs.flatMap((d) => [
        env.DB.prepare("insert into document_chunks (document_id, child_id, family_id, page, ordinal, text) values (?, ?, ?, 1, 0, 'Reading goal')").bind(d.id, child.id, familyId),
        env.DB.prepare("insert into document_insights (document_id, engine, summary) values (?, 'builtin', 'Summary')").bind(d.id),
      ]),
      env.DB.prepare("insert into conversations (id, family_id, child_id, title, updated_at) values (?, ?, ?, 'Conversation about Harper''s IEP', ?)").bind(conversationId, familyId, child.id, now),
      env.DB.prepare("insert into messages (id, conversation_id, role, content) values (?, ?, 'user', 'What are the goals?')").bind(messageId, conversationId),
      env.DB.prepare("insert into message_copies (message_id, user_id) values (?, ?)").bind(messageId, user.id),
    ]);
    const ids = [child.id, conversationId, messageId, ...docs.map((d) => d.id)];
    expect((await tablesMentioning(ids)).length).toBeGreaterThan(0);

    const res = await call("DELETE", `/api/children/${child.id}`, { cookie: user.cookie });
    expect(res.status).toBe(204);

    expect(await tablesMentioning(ids)).toEqual([]);
    for (const d of docs) expect(await env.FILES.head(`documents/${familyId}/${d.id}`)).toBeNull();
    expect(await env.FILES.head(`avatars/${child.id}`)).toBeNull();
    expect(await r2Keys(`documents/${familyId}/`)).toEqual([`documents/${familyId}/${keptDoc.id}`]);
    // The sibling is untouched.
    expect(await json(await call("GET", `/api/documents/${keptDoc.id}`, { cookie: user.cookie }))).toEqual(keptDoc);
    expect((await call("GET", `/api/children/${child.id}`, { cookie: user.cookie })).status).toBe(404);
    expect((await call("DELETE", `/api/children/${child.id}`, { cookie: user.cookie })).status).toBe(404);
  });
});

describe("children: access", () => {
  it("another family's child → 404 on every route, and nothing changes", async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const child = await json<ChildJson>(await form(owner, "POST", "/api/children", [{ name: "name", value: "Iris" }, avatarPart(fixtures.png(), "image/png")]));
    const doc = await uploadFile(owner, child.id, "iris.pdf", fixtures.pdf());
    const before = await json(await call("GET", `/api/children/${child.id}`, { cookie: owner.cookie }));
    const attempts: Array<[string, string, Parameters<typeof call>[2]]> = [
      ["GET", `/api/children/${child.id}`, {}],
      ["PATCH", `/api/children/${child.id}`, { body: { name: "Stolen" } }],
      ["DELETE", `/api/children/${child.id}`, {}],
      ["GET", `/api/children/${child.id}/avatar`, {}],
      ["POST", `/api/children/${child.id}/avatar`, { headers: { "Content-Type": multipartType() }, raw: multipartBody([avatarPart(fixtures.gif(), "image/gif")]) }],
      ["GET", `/api/children/${child.id}/documents`, {}],
    ];
    for (const [method, path, opts] of attempts) {
      const res = await call(method, path, { ...opts, cookie: intruder.cookie });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.text()).not.toContain("Iris");
    }
    expect(await json(await call("GET", "/api/children", { cookie: intruder.cookie }))).toEqual([]);
    expect(await json(await call("GET", `/api/children/${child.id}`, { cookie: owner.cookie }))).toEqual(before);
    expect((await env.FILES.head(`avatars/${child.id}`))?.httpMetadata?.contentType).toBe("image/png");
    expect(await env.FILES.head(`documents/${await familyIdOf(owner)}/${doc.id}`)).not.toBeNull();
  });

  it("no session → 401 on every route", async () => {
    const owner = await signUp();
    const child = await addChild(owner, "Jo");
    for (const [method, path] of [
      ["GET", "/api/children"],
      ["POST", "/api/children"],
      ["GET", `/api/children/${child.id}`],
      ["PATCH", `/api/children/${child.id}`],
      ["DELETE", `/api/children/${child.id}`],
      ["GET", `/api/children/${child.id}/avatar`],
      ["POST", `/api/children/${child.id}/avatar`],
    ] as const) {
      const res = await call(method, path, method === "POST" || method === "PATCH" ? { body: { name: "x" } } : {});
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect(await count("children", "id = ?", child.id)).toBe(1);
  });

  it("a cross-site POST is refused (CSRF) and creates nothing", async () => {
    const user = await signUp();
    const res = await call("POST", "/api/children", { cookie: user.cookie, body: { name: "Evil" }, headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } });
    expect(res.status).toBe(403);
    expect(await count("children", "family_id = ?", await familyIdOf(user))).toBe(0);
  });
});
