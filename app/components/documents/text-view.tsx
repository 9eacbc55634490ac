// The document's text page by page, as IEP Binder read it (requirements §14.3: "show the source"): the viewer's
// Text tab beside a PDF, and the Document tab itself for Word and plain-text files. A citation opens it
// at its page with the quoted words marked and scrolled into view (docs/decisions/0061).
//
// Long documents: each page is one text node (pre-wrap keeps the line breaks and PDF column gaps), and
// pages — and blocks of a very long page — skip layout and paint while off screen (content-visibility),
// so a 300-page file costs about what its visible pages cost, and the browser's find-in-page still
// searches every page. The quote is only searched for; the text is rendered as React text, never HTML.
import type { DocumentTextDto } from "@worker/documents/text";
import { memo, useEffect, useId, useMemo, useRef, type RefObject } from "react";
import { SkeletonLines } from "~/components/insights/parts";
import { viewerCopy } from "~/content/children";
import { RequestError } from "~/lib/api";
import { useGetJson } from "~/lib/use-get-json";
import { findQuote, type Span } from "@common/quote-match";
import type { DocumentStatus } from "@common/schemas/documents";

const copy = viewerCopy.text;

/** What a citation asks the view to show; a new `seq` scrolls again even to the same place. */
export type TextTarget = { page: number | null; quote: string | null; seq: number };

type State = { kind: "loading" } | { kind: "ready"; pages: string[] } | { kind: "notice"; message: string };

/** Past this many characters a page is split into blocks, so an off-screen part of it skips layout too. */
export const BLOCK_CHARS = 6000;

/** [start, end) ranges of `text`, each at most about BLOCK_CHARS, cut after a line break where there is one. */
export function blocksOf(text: string, size = BLOCK_CHARS): Span[] {
  const out: Span[] = [];
  let start = 0;
  while (text.length - start > size) {
    const cut = text.lastIndexOf("\n", start + size);
    const end = cut > start ? cut + 1 : start + size;
    out.push({ start, end });
    start = end;
  }
  out.push({ start, end: text.length });
  return out;
}

function stateOf(error: unknown): State {
  if (error instanceof RequestError) {
    const message = error.json()?.message;
    if ((error.status === 409 || error.status === 422) && message) return { kind: "notice", message };
  }
  return { kind: "notice", message: copy.error };
}

/** One block of a page, with the part of the highlight that falls in it marked. */
function Block({ text, block, mark, markRef }: { text: string; block: Span; mark: Span | null; markRef?: RefObject<HTMLElement | null> }) {
  const from = mark ? Math.max(block.start, mark.start) : 0;
  const to = mark ? Math.min(block.end, mark.end) : 0;
  if (!mark || from >= to) return <>{text.slice(block.start, block.end)}</>;
  return (
    <>
      {text.slice(block.start, from)}
      <mark ref={markRef} data-testid="quote-highlight" className="rounded-sm bg-amber-200 px-0.5 text-slate-900 [box-decoration-break:clone]">
        {text.slice(from, to)}
      </mark>
      {text.slice(to, block.end)}
    </>
  );
}

const Page = memo(function Page({
  idPrefix,
  number,
  text,
  mark,
  markRef,
}: {
  idPrefix: string;
  number: number;
  text: string;
  mark: Span | null;
  markRef?: RefObject<HTMLElement | null>;
}) {
  const blocks = useMemo(() => blocksOf(text), [text]);
  // The first block holding the highlight carries the ref the view scrolls to.
  const first = mark ? blocks.findIndex((b) => b.end > mark.start) : -1;
  return (
    // Not a labelled region: a long document would fill the landmark list; its heading names the page.
    <section
      id={`${idPrefix}-section-${number}`}
      tabIndex={-1}
      data-page={number}
      className="rounded-xl border border-slate-200 bg-white p-4 [contain-intrinsic-size:auto_32rem] [content-visibility:auto] focus:outline-none md:p-6"
    >
      <h2 className="text-sm font-semibold text-slate-600">
        {copy.page(number)}
      </h2>
      {text ? (
        <div className="mt-3 break-words whitespace-pre-wrap text-slate-800">
          {blocks.map((b, i) => (
            <div key={b.start} className={blocks.length > 1 ? "[contain-intrinsic-size:auto_40rem] [content-visibility:auto]" : undefined}>
              <Block text={text} block={b} mark={mark} markRef={i === first ? markRef : undefined} />
            </div>
          ))}
        </div>
      ) : (
        <p className="mt-3 text-slate-500 italic">{copy.emptyPage}</p>
      )}
    </section>
  );
});

/** Where the target's quote is: on its page, or (a link without a usable page) on the first page that has it. */
function locate(pages: string[], target: TextTarget | null): { page: number | null; span: Span | null } {
  if (!target) return { page: null, span: null };
  const { page, quote } = target;
  if (page !== null) {
    const text = pages[page - 1];
    return { page, span: text !== undefined && quote ? findQuote(text, quote) : null };
  }
  if (!quote) return { page: null, span: null };
  for (let i = 0; i < pages.length; i++) {
    const span = findQuote(pages[i]!, quote);
    if (span) return { page: i + 1, span };
  }
  return { page: null, span: null };
}

export function TextView({
  documentId,
  status,
  statusReason,
  target,
}: {
  documentId: string;
  status: DocumentStatus;
  statusReason: string | null;
  target: TextTarget | null;
}) {
  const idPrefix = `text${useId().replace(/[^\w-]/g, "")}`;
  // The answer for one document state; a newer state reads as loading until its own answer arrives.
  const key = `${documentId}:${status}`;
  const [answer] = useGetJson<DocumentTextDto>(key, status === "ready" ? `/api/documents/${encodeURIComponent(documentId)}/text` : null);

  const state: State =
    status === "processing"
      ? { kind: "notice", message: copy.processing }
      : status !== "ready"
        ? { kind: "notice", message: statusReason || copy.noText }
        : answer
          ? answer.ok
            ? { kind: "ready", pages: answer.data.pages }
            : stateOf(answer.error)
          : { kind: "loading" };

  const pages = status === "ready" && answer?.ok ? answer.data.pages : null;
  const found = useMemo(() => (pages ? locate(pages, target) : { page: null, span: null }), [pages, target]);
  const markRef = useRef<HTMLElement | null>(null);

  // Bring the cited page (and its marked words) into view once the text is there, and again on every
  // new citation. Focus goes to the page, as it would for an in-page link, without a second scroll.
  useEffect(() => {
    if (!pages || found.page === null || found.page > pages.length) return;
    // A frame later: a tab switched in the same update as the citation has shown its panel by then.
    const frame = requestAnimationFrame(() => {
      const section = document.getElementById(`${idPrefix}-section-${found.page}`);
      if (!section) return;
      section.focus({ preventScroll: true });
      const mark = markRef.current;
      if (mark) mark.scrollIntoView({ block: "center" });
      else section.scrollIntoView({ block: "start" });
    });
    return () => cancelAnimationFrame(frame);
  }, [pages, found, idPrefix]);

  if (state.kind === "loading") {
    return (
      <div aria-busy="true" className="rounded-xl border border-slate-200 bg-white p-6">
        <output className="sr-only">{copy.label}…</output>
        <SkeletonLines lines={8} />
      </div>
    );
  }
  if (state.kind === "notice") {
    return <output className="block rounded-lg border border-slate-200 bg-slate-50 px-4 py-4 text-slate-700">{state.message}</output>;
  }

  const wanted = target?.page ?? null;
  const note =
    wanted !== null && wanted > state.pages.length
      ? copy.pageMissing(wanted, state.pages.length)
      : wanted !== null && target?.quote && !found.span
        ? copy.quoteNotFound(wanted)
        : null;

  return (
    <div className="space-y-4" data-testid="text-view">
      <p className="text-sm text-slate-600">{copy.intro}</p>
      {note ? (
        <output className="block rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">{note}</output>
      ) : null}
      {state.pages.map((text, i) => (
        <Page
          key={i}
          idPrefix={idPrefix}
          number={i + 1}
          text={text}
          mark={found.page === i + 1 ? found.span : null}
          markRef={found.page === i + 1 ? markRef : undefined}
        />
      ))}
    </div>
  );
}
