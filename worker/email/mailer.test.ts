import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { callApi, INVITES_ON, outboxFor } from "../test/api.ts";
import { signUp, uniqueEmail } from "../test/auth.ts";
import { json } from "../test/http.ts";
import { EmailError, getMailer, listOutbox } from "./mailer.ts";
import { getDb } from "../db/client.ts";
import { invitationEmail } from "./templates.ts";

type Captured = { url: string; init: RequestInit };

function fakeFetch(status = 200, body = '{"id":"email_123"}') {
  const calls: Captured[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return new Response(body, { status, headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;
  return { fetcher, calls };
}

describe("getMailer", () => {
  it("uses the dev outbox when no provider key is set (development)", async () => {
    const to = uniqueEmail("outbox");
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    await getMailer({ ...env, RESEND_API_KEY: "" }).send({ to: to.toUpperCase(), subject: "Hello\r\nBcc: evil@example.com", text: "Body" });
    const [entry] = await listOutbox(getDb(env), { to });
    expect(entry).toMatchObject({ to, subject: "Hello Bcc: evil@example.com", text: "Body" });
    expect(info).toHaveBeenCalledTimes(1);
    expect(String(info.mock.calls[0]![0])).toContain(to);
  });

  it("sends through Resend's HTTP API when RESEND_API_KEY is set", async () => {
    const { fetcher, calls } = fakeFetch();
    const mailer = getMailer({ ...env, RESEND_API_KEY: "re_test_key", EMAIL_FROM: "IEP Binder <no-reply@iepbinder.app>" }, { fetcher });
    await mailer.send({ to: "pat@example.com", subject: "Subject", text: "Text", html: "<p>Text</p>" });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("https://api.resend.com/emails");
    expect(calls[0]!.init.method).toBe("POST");
    expect(new Headers(calls[0]!.init.headers).get("authorization")).toBe("Bearer re_test_key");
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      from: "IEP Binder <no-reply@iepbinder.app>",
      to: ["pat@example.com"],
      subject: "Subject",
      text: "Text",
      html: "<p>Text</p>",
    });
  });

  it("rejects when Resend refuses the message", async () => {
    const { fetcher } = fakeFetch(403, '{"message":"domain not verified"}');
    const mailer = getMailer({ ...env, RESEND_API_KEY: "re_test_key", EMAIL_FROM: "a@b.co" }, { fetcher });
    await expect(mailer.send({ to: "pat@example.com", subject: "S", text: "T" })).rejects.toThrow(/403.*domain not verified/);
  });

  it("refuses to 'send' in production without a key, logging an error instead of dropping the mail", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const mailer = getMailer({ ...env, ENVIRONMENT: "production", RESEND_API_KEY: "" });
    await expect(mailer.send({ to: "pat@example.com", subject: "S", text: "T" })).rejects.toBeInstanceOf(EmailError);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toMatch(/RESEND_API_KEY/);
    expect(await listOutbox(getDb(env), { to: "pat@example.com" })).toEqual([]);
  });

  it("refuses when a key is set but EMAIL_FROM is not", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { fetcher, calls } = fakeFetch();
    const mailer = getMailer({ ...env, RESEND_API_KEY: "re_test_key", EMAIL_FROM: "" }, { fetcher });
    await expect(mailer.send({ to: "pat@example.com", subject: "S", text: "T" })).rejects.toBeInstanceOf(EmailError);
    expect(calls).toHaveLength(0);
  });
});

describe("e-mail in the flows", () => {
  it("forgot-password in production without a provider still answers the same, and logs the failure", async () => {
    const user = await signUp();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const prod = { ENVIRONMENT: "production", RESEND_API_KEY: "" };
    const known = await callApi("POST", "/api/auth/forgot-password", { body: { email: user.email }, env: prod });
    const unknown = await callApi("POST", "/api/auth/forgot-password", { body: { email: uniqueEmail("x") }, env: prod });
    expect(known.status).toBe(200);
    expect(await known.text()).toBe(await unknown.text());
    expect(error).toHaveBeenCalled();
    // (The sign-up confirmation went through the dev transport before production was switched on.)
    expect((await outboxFor(user.email)).filter((m) => /reset/i.test(m.subject))).toEqual([]);
  });

  it("an invitation goes out through Resend when configured", async () => {
    const owner = await signUp({ firstName: "Olivia" });
    const { fetcher, calls } = fakeFetch();
    vi.spyOn(globalThis, "fetch").mockImplementation(fetcher);
    const email = uniqueEmail("partner");
    const res = await callApi("POST", "/api/family-members/invite", {
      cookie: owner.cookie,
      body: { email, firstName: "Pat" },
      env: { ...INVITES_ON, RESEND_API_KEY: "re_test_key", EMAIL_FROM: "a@b.co" },
    });
    expect(res.status).toBe(201);
    expect(calls).toHaveLength(1);
    const sent = JSON.parse(String(calls[0]!.init.body)) as { to: string[]; text: string };
    expect(sent.to).toEqual([email]);
    expect(sent.text).toContain(`${env.APP_ORIGIN}/invite/`);
    expect(await outboxFor(email)).toEqual([]);
  });

  it("a failed invitation e-mail answers 502 and withdraws the invitation", async () => {
    const owner = await signUp();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const email = uniqueEmail("partner");
    const res = await callApi("POST", "/api/family-members/invite", {
      cookie: owner.cookie,
      body: { email, firstName: "Pat" },
      env: { ...INVITES_ON, ENVIRONMENT: "production", RESEND_API_KEY: "" },
    });
    expect(res.status).toBe(502);
    expect(await json(res)).toMatchObject({ code: "EMAIL_FAILED", message: "There was a problem sending the invitation. Please try again." });
    expect(await env.DB.prepare("select count(*) as n from invitations where email = ?").bind(email).first("n")).toBe(0);
  });
});

describe("templates", () => {
  it("escapes user-chosen names in the HTML part", () => {
    const mail = invitationEmail({
      to: "pat@example.com",
      firstName: "<img src=x onerror=alert(1)>",
      inviterFirstName: "Eve</p><script>",
      familyName: "Owner family",
      link: "http://localhost:5173/invite/abc",
    });
    expect(mail.html).not.toMatch(/<img|<script/);
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});
