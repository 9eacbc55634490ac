// /conversation/:childId (requirements §2): breadcrumb, 'Conversation with {child}', a side column (Child
// Information; Documents, each Active, opening the viewer; Upload Document) and the 700 px chat panel.
// Signed out, the visitor is sent to / like on every protected page (requirements §2 Access, §4); the page's own
// 'Please log in to view this conversation.' state is what the chat shows if the session ends while the
// page is open (a 401 from the chat API). A child that is missing or another family's: 'Child profile
// not found.' with a 404 status. ?conversation= picks one of the child's
// conversations; otherwise the first listed (the most recently active) is used.
import { getChild } from "@worker/children/children";
import { listConversations, listMessages } from "@worker/conversations/conversations";
import { appContext } from "@worker/context";
import { getDb } from "@worker/db/client";
import { data, Link } from "react-router";
import { ChatPanel } from "~/components/chat/chat-panel";
import { displayText } from "~/components/chat/message-item";
import type { ChatMessage } from "~/components/chat/stream";
import { ChildAvatar } from "~/components/children/child-avatar";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClass } from "~/components/ui/button";
import { markdownHtml } from "~/lib/markdown.server";
import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/conversation";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const current = requireUser(context);
  const db = getDb(context.get(appContext).env);
  const child = await getChild(db, current.auth.familyId, params.childId);
  if (!child) return data({ state: "no-child" as const }, { status: 404 });
  const conversations = await listConversations(db, current.auth.familyId, child.id);
  const wanted = new URL(request.url).searchParams.get("conversation");
  const conversation = conversations.find((c) => c.id === wanted) ?? conversations[0] ?? null;
  const listed = conversation ? await listMessages(db, conversation.id) : [];
  // Finished answers come with their markdown rendered here: the first paint and hydration need no
  // markdown code in the browser (docs/decisions/0062). A reply still being written renders as it streams.
  const messages: ChatMessage[] = listed.map((m) =>
    m.role === "assistant" && m.status !== "streaming" ? { ...m, html: markdownHtml(displayText(m.content)) } : m,
  );
  return { state: "ready" as const, child, conversation, messages };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData?.state === "ready" ? `Conversation with ${loaderData.child.name} · IEP Binder` : "Conversation · IEP Binder" },
];

function Notice({ text, href, label }: { text: string; href: string; label: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-lg text-slate-700">{text}</p>
      <Link to={href} className={buttonClass({ className: "mt-6" })}>
        {label}
      </Link>
    </section>
  );
}

export default function Conversation({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "no-child") return <Notice text="Child profile not found." href="/dashboard" label="Go to Dashboard" />;
  const { child, conversation, messages } = loaderData;
  const readyCount = child.documents.filter((d) => d.status === "ready").length;
  const born = [child.birthMonth, child.birthYear].filter(Boolean).join(" ");

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
      <Breadcrumb
        items={[
          { label: "Dashboard", href: "/dashboard" },
          { label: child.name, href: `/child-profile/${child.id}` },
          { label: "Conversation" },
        ]}
      />
      <h1 className="mt-4 text-2xl font-bold break-words md:text-3xl">Conversation with {child.name}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_1fr]">
        <aside className="space-y-6">
          <section aria-labelledby="child-info" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="child-info" className="text-lg font-bold">
              Child Information
            </h2>
            <div className="mt-3 flex items-center gap-3">
              <ChildAvatar name={child.name} src={child.avatarUrl} />
              <div className="min-w-0">
                <p className="font-semibold break-words">{child.name}</p>
                {born ? <p className="text-sm text-slate-600">Born {born}</p> : null}
              </div>
            </div>
          </section>
          <section aria-labelledby="child-docs" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="child-docs" className="text-lg font-bold">
              Documents
            </h2>
            {child.documents.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">No documents yet.</p>
            ) : (
              <ul className="mt-3 max-h-[15rem] space-y-2 overflow-y-auto pr-1" data-testid="document-list">
                {child.documents.map((d) => (
                  <li key={d.id}>
                    <Link
                      to={`/document-viewer/${d.id}`}
                      className="flex items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50"
                    >
                      <span className="min-w-0 truncate font-medium">{d.title}</span>
                      <span className="shrink-0 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">Active</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <Link to={`/dashboard?child=${child.id}&upload=true`} className={buttonClass({ variant: "secondary", size: "sm", block: true, className: "mt-4" })}>
              Upload Document
            </Link>
          </section>
        </aside>
        <ChatPanel
          key={conversation?.id ?? "none"}
          childId={child.id}
          childName={child.name}
          documentCount={child.documents.length}
          readyCount={readyCount}
          conversation={conversation}
          messages={messages}
        />
      </div>
    </div>
  );
}
