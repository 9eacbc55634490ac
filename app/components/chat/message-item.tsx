// One chat message (requirements §2, §8, §9): markdown text, the time it was written, a copy action ('Copied!'
// for 2 s) and, under an answer, the passages it cites — each a link to that page of the document, where
// the quoted words are marked (docs/decisions/0061).
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { notify } from "~/components/ui/toaster";
import { Markdown } from "~/components/ui/markdown";
import { citationHref } from "~/lib/citation-link";
import { messageTime } from "~/lib/relative-time";
import type { ChatMessage } from "./stream";

export const COPIED_MS = 2000;

/** The answer's passage markers ("[P2]") name sources listed under it; in the text they are noise. */
export function displayText(content: string): string {
  return content.replace(/ ?\[[PF]\d+\]/g, "");
}

/** Copies with the Clipboard API, falling back to a hidden textarea (older or non-secure contexts). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or no secure context: try the textarea below.
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  try {
    // The legacy path is the point of the fallback: it works where the Clipboard API does not.
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export function MessageItem({
  message,
  streaming,
  conversationId,
}: {
  message: ChatMessage;
  streaming: boolean;
  conversationId: string | null;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const isUser = message.role === "user";
  const text = displayText(message.content);

  async function onCopy() {
    const ok = await copyText(text);
    if (!ok) {
      notify({ title: "Copy failed", description: "Unable to copy message to clipboard", variant: "destructive" });
      return;
    }
    setCopied(true);
    notify({ title: "Copied!", description: "Message copied to clipboard", variant: "success" });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    // Copy tracking only: its failure must never bother the parent.
    if (conversationId && !message.id.startsWith("local-")) {
      void fetch(`/api/conversations/${conversationId}/messages/${message.id}/copy`, { method: "POST", credentials: "include" }).catch(() => undefined);
    }
  }

  return (
    <li className={`flex ${isUser ? "justify-end" : "justify-start"}`} data-testid="chat-message" data-role={message.role} data-status={message.status}>
      <article
        aria-label={isUser ? "Your message" : "Answer"}
        className={`max-w-[85%] rounded-2xl px-4 py-3 shadow-sm ${isUser ? "bg-brand-600 text-white" : "border border-slate-200 bg-white text-slate-800"}`}
      >
        {isUser ? (
          <p className="whitespace-pre-wrap break-words">{message.content}</p>
        ) : (
          <div className="prose-chat break-words">
            {message.html && !streaming ? (
              // Made by the server's markdown renderer from this message (app/lib/markdown.server.ts), whose
              // output carries no raw HTML from the text: the same safety rules as <Markdown>.
              // oxlint-disable-next-line react/no-danger
              <div dangerouslySetInnerHTML={{ __html: message.html }} />
            ) : text ? (
              <Markdown>{text}</Markdown>
            ) : null}
            {streaming ? <span aria-hidden="true" data-testid="stream-cursor" className="ml-0.5 inline-block h-4 w-2 animate-pulse bg-brand-600 align-middle motion-reduce:animate-none" /> : null}
          </div>
        )}
        {!isUser && message.citations.length > 0 ? (
          <div className="mt-3 border-t border-slate-100 pt-2">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Sources</p>
            <ul className="mt-1 space-y-1">
              {message.citations.map((c) => (
                <li key={`${c.documentId}-${c.page}-${c.quote.slice(0, 20)}`} className="text-sm">
                  <Link
                    to={citationHref(c.documentId, c.page, c.quote)}
                    className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    data-testid="citation"
                  >
                    {c.documentTitle}, page {c.page}
                  </Link>
                  <span className="block text-xs text-slate-500 line-clamp-2">“{c.quote}”</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className={`mt-2 flex items-center gap-3 text-xs ${isUser ? "text-brand-100" : "text-slate-500"}`}>
          {streaming ? (
            <output className="font-medium text-brand-700">Responding...</output>
          ) : (
            <time dateTime={new Date(message.createdAt).toISOString()} suppressHydrationWarning>
              {messageTime(message)}
            </time>
          )}
          {message.status === "failed" ? <span className="font-medium text-red-600">Not finished</span> : null}
          {!streaming && message.content ? (
            <button
              type="button"
              onClick={() => void onCopy()}
              className={`rounded px-1.5 py-0.5 font-medium hover:underline ${isUser ? "text-white" : "text-brand-700"}`}
              aria-label={copied ? "Copied!" : "Copy message"}
            >
              {copied ? "Copied!" : "Copy"}
            </button>
          ) : null}
        </div>
      </article>
    </li>
  );
}
