// /dev/outbox (requirements §17): in development, every e-mail the app "sends" is kept here, so a newcomer can
// follow a password-reset or invitation link locally. Outside development (or off localhost) it is a 404.
import { data, Form } from "react-router";
import { appContext } from "@worker/context";
import { getDb } from "@worker/db/client";
import { devToolsEnabled, listOutbox } from "@worker/email/mailer";
import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import type { Route } from "./+types/dev-outbox";

export const meta = () => [
  { title: "Dev outbox · IEP Binder" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const url = new URL(request.url);
  if (!devToolsEnabled(env, url)) throw data(null, { status: 404 });
  const to = url.searchParams.get("to")?.trim() || "";
  const messages = await listOutbox(getDb(env), { to: to || undefined, limit: 100 });
  return { to, messages };
}

const URL_PATTERN = /(https?:\/\/[^\s<>"')]+)/g;
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Links in a message; a link to a local origin opens on THIS server, whichever port it runs on. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, i) => {
        if (i % 2 === 0) return part;
        let href = part;
        try {
          const u = new URL(part);
          if (LOOPBACK.has(u.hostname)) href = u.pathname + u.search + u.hash;
        } catch {
          return part;
        }
        return (
          <a key={i} href={href} className="font-semibold break-all text-brand-700 underline underline-offset-2">
            {part}
          </a>
        );
      })}
    </>
  );
}

const timeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { to, messages } = loaderData;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">Dev outbox</h1>
      <p className="mt-2 text-slate-600">
        Development only. Every e-mail the app sends locally lands here instead of a real inbox (newest first).
      </p>
      <Form method="get" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField label="Recipient" name="to" type="email" defaultValue={to} placeholder="parent@example.com" className="flex-1" />
        <button type="submit" className={buttonClass({ variant: "secondary" })}>
          Filter
        </button>
        {to ? (
          <a href="/dev/outbox" className={buttonClass({ variant: "ghost" })}>
            Show all
          </a>
        ) : null}
      </Form>
      {messages.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">No messages{to ? ` to ${to}` : ""} yet.</p>
      ) : (
        <ol className="mt-8 space-y-4">
          {messages.map((m) => (
            <li key={m.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="text-lg font-semibold">{m.subject}</h2>
              <p className="mt-1 text-sm text-slate-600">
                To <span className="font-semibold text-slate-800">{m.to}</span> · {timeFormat.format(new Date(m.createdAt))} UTC
              </p>
              <div className="mt-3 text-sm whitespace-pre-wrap text-slate-800">
                <Linkified text={m.text} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
