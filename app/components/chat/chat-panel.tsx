// The conversation's chat panel (requirements §2.11): the message list with its empty states, the
// 'Update Summary' banner and the question box. The state and the stream live in useConversation.
import { MAX_MESSAGE_CHARS } from "@common/schemas/conversations";
import type { FormEvent, KeyboardEvent } from "react";
import { Button, buttonClass } from "~/components/ui/button";
import { ChatEmptyState } from "./chat-empty-state";
import { MessageItem } from "./message-item";
import { useConversation, type ConversationInput } from "./use-conversation";

export type ChatPanelProps = ConversationInput;

export function ChatPanel(props: ChatPanelProps) {
  const { childId, childName, readyCount } = props;
  const { conversation, messages, streamingId, busy, streaming, summarizing, signedOut, hasDocuments, showUpdate, input, setInput, listRef, generateSummary, submit } =
    useConversation(props);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void submit(input);
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit(input);
    }
  }

  if (signedOut) {
    return (
      <section className="rounded-xl border border-slate-200 bg-white p-10 text-center">
        <p className="text-lg text-slate-700">Please log in to view this conversation.</p>
        <a href="/" className={buttonClass({ className: "mt-6" })}>
          Go to Home
        </a>
      </section>
    );
  }

  return (
    <section aria-label="Chat" className="flex h-[700px] flex-col overflow-hidden rounded-xl border border-slate-200 bg-slate-50 shadow-sm">
      {showUpdate ? (
        <output className="flex flex-wrap items-center justify-between gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          <span>New documents were added since the last summary.</span>
          <Button size="sm" variant="secondary" pending={summarizing} pendingLabel="Updating..." disabled={streaming} onClick={() => void generateSummary()}>
            Update Summary
          </Button>
        </output>
      ) : null}
      <div ref={listRef} className="flex-1 overflow-y-auto px-4 py-4" data-testid="message-list">
        {messages.length === 0 ? (
          <ChatEmptyState
            childId={childId}
            childName={childName}
            hasDocuments={hasDocuments}
            canAnalyze={readyCount > 0 && !conversation?.hasSummary}
            summarizing={summarizing}
            onGenerate={() => void generateSummary()}
          />
        ) : (
          <ol className="space-y-4" aria-live="polite">
            {messages.map((m) => (
              <MessageItem key={m.id} message={m} streaming={m.id === streamingId && m.status === "streaming"} conversationId={conversation?.id ?? null} />
            ))}
          </ol>
        )}
      </div>
      <form onSubmit={onSubmit} className="border-t border-slate-200 bg-white p-3">
        <label htmlFor="chat-input" className="sr-only">
          Ask a question about {childName}'s documents
        </label>
        <div className="flex items-end gap-2">
          <textarea
            id="chat-input"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={onKeyDown}
            disabled={!hasDocuments || streaming}
            rows={2}
            maxLength={MAX_MESSAGE_CHARS}
            placeholder={hasDocuments ? `Ask about ${childName}'s goals, services, accommodations…` : "Upload a document to start asking questions"}
            className="min-h-[2.75rem] flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none disabled:bg-slate-100"
          />
          <Button type="submit" disabled={!hasDocuments || streaming || input.trim() === ""} pending={busy} pendingLabel="Sending">
            Send
          </Button>
        </div>
        <p className="mt-1 text-xs text-slate-500">Enter sends, Shift+Enter adds a new line.</p>
      </form>
    </section>
  );
}

