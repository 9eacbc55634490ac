// The conversation's state and actions for the chat panel (requirements §4.6, §4.7): the message list,
// the summary flow (auto-generated once, or the stored one posted; 'Update Summary' when documents were
// added since), and sending with a streamed, resumable reply. A reply that loses its connection, or is
// still being written when the page loads, is picked up again from the conversation's Durable Object.
import { MAX_MESSAGE_CHARS } from "@common/schemas/conversations";
import type { ConversationDto } from "@worker/conversations/conversations";
import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "~/components/ui/toaster";
import { preloadMarkdown } from "~/components/ui/markdown";
import { apiRequest, getJson, RequestError } from "~/lib/api";
import {
  ConnectionLost,
  DEFAULT_STREAM_ERROR,
  readEventStream,
  resumeMessage,
  sendMessage,
  StreamRequestError,
  type ChatMessage,
  type StreamEvent,
} from "./stream";

const RESUME_ATTEMPTS = 3;

export type ConversationInput = {
  childId: string;
  childName: string;
  /** All of the child's documents (the input is disabled without any). */
  documentCount: number;
  /** Documents whose text is ready: what a summary covers. */
  readyCount: number;
  conversation: ConversationDto | null;
  messages: ChatMessage[];
};

const closingQuestion = (name: string) => `What would you like to know about ${name}'s documents? Ask me about goals, services, accommodations or key dates.`;

/** The session ended while the page was open: the API answered 401. */
const SESSION_ENDED = "session-ended";
const isSessionEnded = (err: unknown) => (err instanceof StreamRequestError || err instanceof RequestError) && err.status === 401;

/** 409 (a reply is still being written) and 429 (the family's chat quota) carry a message for the parent. */
const saysWhy = (status?: number) => status === 409 || status === 429;

function sendErrorToast(err: unknown) {
  if (isSessionEnded(err)) {
    window.dispatchEvent(new Event(SESSION_ENDED));
    return;
  }
  if (err instanceof StreamRequestError) {
    notify({ title: "Streaming Error", description: saysWhy(err.status) && err.serverMessage ? err.serverMessage : err.message, variant: "destructive" });
  } else if (err instanceof RequestError && saysWhy(err.status) && err.json()?.message) {
    notify({ title: "Error sending message", description: err.json()?.message, variant: "destructive" });
  } else {
    notify({ title: "Error sending message", description: "There was a problem sending your message. Please try again.", variant: "destructive" });
  }
}

export function useConversation({ childId, childName, documentCount, readyCount, conversation: initialConversation, messages: initialMessages }: ConversationInput) {
  const [conversation, setConversation] = useState(initialConversation);
  const [messages, setMessages] = useState<ChatMessage[]>(initialMessages);
  const [streamingId, setStreamingId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [summarizing, setSummarizing] = useState(false);
  const [input, setInput] = useState("");
  const listRef = useRef<HTMLDivElement>(null);
  const summaryAttempted = useRef(false);
  const conversationRef = useRef(conversation);
  conversationRef.current = conversation;

  const [signedOut, setSignedOut] = useState(false);
  useEffect(() => {
    const onEnded = () => setSignedOut(true);
    window.addEventListener(SESSION_ENDED, onEnded);
    return () => window.removeEventListener(SESSION_ENDED, onEnded);
  }, []);

  const hasDocuments = documentCount > 0;
  const streaming = busy || streamingId !== null;

  // Keep the newest text in view as it streams.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages]);

  const upsert = useCallback((message: ChatMessage) => {
    setMessages((list) => (list.some((m) => m.id === message.id) ? list.map((m) => (m.id === message.id ? message : m)) : [...list, message]));
  }, []);

  const onEvent = useCallback(
    (conversationId: string) => (event: StreamEvent) => {
      switch (event.type) {
        case "userMessage":
          setMessages((list) => [...list.filter((m) => !m.id.startsWith("local-")), event.message]);
          break;
        case "chunk":
          setStreamingId(event.messageId);
          setMessages((list) => {
            const existing = list.find((m) => m.id === event.messageId);
            if (!existing) {
              return [
                ...list,
                { id: event.messageId, conversationId, role: "assistant", content: event.content, createdAt: Date.now(), citations: [], status: "streaming", engine: null },
              ];
            }
            return list.map((m) => (m.id === event.messageId ? { ...m, content: m.content + event.content } : m));
          });
          break;
        case "complete":
          upsert(event.message);
          break;
        case "error":
          notify({ title: "Streaming Error", description: event.error || DEFAULT_STREAM_ERROR, variant: "destructive" });
          if (event.messageId) setMessages((list) => list.map((m) => (m.id === event.messageId ? { ...m, status: "failed" } : m)));
          break;
      }
    },
    [upsert],
  );

  const refresh = useCallback(async (conversationId: string) => {
    try {
      const fresh = await getJson<ChatMessage[]>(`/api/conversations/${conversationId}/messages`);
      // Keep the server-rendered markdown of messages that have not changed (docs/decisions/0062).
      setMessages((list) => fresh.map((m) => ({ ...m, html: list.find((o) => o.id === m.id && o.content === m.content)?.html })));
    } catch {
      // The streamed state is already on screen; a failed refresh changes nothing the parent sees.
    }
  }, []);

  /** Follows a reply from the server: the text so far replaces what we had, then the rest arrives live. */
  const resume = useCallback(
    async (conversationId: string, messageId: string): Promise<void> => {
      for (let attempt = 0; ; attempt++) {
        try {
          const res = await resumeMessage(conversationId, messageId);
          setMessages((list) => list.map((m) => (m.id === messageId ? { ...m, content: "" } : m)));
          await readEventStream(res, onEvent(conversationId));
          return;
        } catch (err) {
          if (!(err instanceof ConnectionLost) || attempt + 1 >= RESUME_ATTEMPTS) throw err;
          await new Promise((r) => setTimeout(r, 500 * (attempt + 1)));
        }
      }
    },
    [onEvent],
  );

  // A reply still being written when the page was (re)loaded: watch it finish.
  useEffect(() => {
    const last = initialMessages.at(-1);
    if (!initialConversation || !last || last.role !== "assistant" || last.status !== "streaming") return;
    setStreamingId(last.id);
    resume(initialConversation.id, last.id)
      .then(() => refresh(initialConversation.id))
      .catch(sendErrorToast)
      .finally(() => setStreamingId(null));
  }, [initialConversation, initialMessages, resume, refresh]);

  /** The conversation to write to, created when there is none ('Conversation created' unless `quiet`). */
  async function ensureConversation(title: string, extra: Partial<ConversationDto> = {}, quiet = false): Promise<ConversationDto> {
    const current = conversationRef.current;
    if (current) return current;
    const res = await apiRequest("POST", `/api/children/${childId}/conversations`, { title, ...extra });
    const created = (await res.json()) as ConversationDto;
    setConversation(created);
    conversationRef.current = created;
    if (!quiet) notify({ title: "Conversation created", variant: "success" });
    return created;
  }

  async function postAssistant(conversationId: string, content: string) {
    const res = await apiRequest("POST", `/api/conversations/${conversationId}/messages/direct`, { content, role: "assistant", timestamp: Date.now() });
    upsert((await res.json()) as ChatMessage);
  }

  const generateSummary = useCallback(async () => {
    setSummarizing(true);
    preloadMarkdown();
    try {
      const res = await apiRequest("POST", `/api/ai/summary/child/${childId}`, { childId });
      const body: unknown = await res.json().catch(() => null);
      const answer = typeof body === "object" && body !== null ? (body as { answer?: unknown }).answer : undefined;
      if (typeof answer !== "string") throw new Error("Invalid response format from summary API");
      const count = typeof (body as { documentCount?: unknown }).documentCount === "number" ? (body as { documentCount: number }).documentCount : readyCount;
      const fields = { hasSummary: true, documentCountAtSummary: count, summary: answer };
      let target = conversationRef.current;
      if (target) {
        const patched = await apiRequest("PATCH", `/api/conversations/${target.id}`, fields);
        target = (await patched.json()) as ConversationDto;
        setConversation(target);
        conversationRef.current = target;
      } else {
        // Quiet: the 'Summary Generated' toast follows at once, and only one toast shows at a time.
        target = await ensureConversation(`Analysis of ${childName}'s IEP Documents`, fields, true);
      }
      await postAssistant(target.id, `${answer}\n\n${closingQuestion(childName)}`);
      notify({ title: "Summary Generated", description: "Document summary has been created successfully.", variant: "success" });
    } catch {
      notify({ title: "Error generating summary", description: "There was a problem creating the document summary. Please try again.", variant: "destructive" });
    } finally {
      setSummarizing(false);
    }
    // ensureConversation/postAssistant read refs and stable setters only.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [childId, childName, readyCount]);

  // Spec §4: once, when the child has documents, conversations are loaded, there are no messages and
  // no valid stored summary: generate one; a valid stored summary is posted as the first message.
  useEffect(() => {
    if (summaryAttempted.current || readyCount === 0 || messages.length > 0) return;
    summaryAttempted.current = true;
    const stored = conversationRef.current;
    if (stored?.hasSummary && stored.summary && stored.documentCountAtSummary === readyCount) {
      postAssistant(stored.id, `${stored.summary}\n\n${closingQuestion(childName)}`).catch(() =>
        notify({ title: "Error generating summary", description: "There was a problem creating the document summary. Please try again.", variant: "destructive" }),
      );
      return;
    }
    void generateSummary();
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [readyCount, messages.length, generateSummary, childName]);

  async function submit(text: string) {
    const content = text.trim();
    if (!content || streaming || !hasDocuments || content.length > MAX_MESSAGE_CHARS) return;
    setBusy(true);
    setInput("");
    let conversationId: string | null = null;
    let replyId: string | null = null;
    try {
      const target = await ensureConversation(`Conversation about ${childName}'s IEP`);
      conversationId = target.id;
      const handle = onEvent(target.id);
      const res = await sendMessage(target.id, content);
      await readEventStream(res, (event) => {
        if (event.type === "chunk") replyId = event.messageId;
        handle(event);
      });
      await refresh(target.id);
    } catch (err) {
      if (err instanceof ConnectionLost && conversationId && replyId) {
        try {
          await resume(conversationId, replyId);
          await refresh(conversationId);
        } catch (again) {
          sendErrorToast(again);
        }
      } else {
        sendErrorToast(err);
        // Nothing was sent: give the parent their words back.
        if (err instanceof StreamRequestError) setInput(text);
      }
    } finally {
      setBusy(false);
      setStreamingId(null);
    }
  }

  const showUpdate = Boolean(conversation?.hasSummary) && readyCount > (conversation?.documentCountAtSummary ?? 0) && messages.length > 0;

  return { conversation, messages, streamingId, busy, streaming, summarizing, signedOut, hasDocuments, showUpdate, input, setInput, listRef, generateSummary, submit };
}
