// /document-viewer/:id (requirements §2): breadcrumb (Dashboard, the child's documents, the title), title, type,
// created date, Download, processing status; tabs Document (a PDF in a same-origin frame with its
// toolbar hidden; for Word and plain-text files their text as read, page by page; 'Document preview not
// available' when no text could be read from a Word file), Text (a PDF's text as read, requirements §14.3) and AI
// Insights. ?page=N&quote=… (a citation) opens the cited page with the quoted words marked
// (docs/decisions/0061). Missing or another family's document: 404 with 'Document not found'.
import { appContext } from "@worker/context";
import { getDb } from "@worker/db/client";
import { getDocument, type DocumentDto } from "@worker/documents/documents";
import { lazy, Suspense, useState } from "react";
import { data, useSearchParams } from "react-router";
import { NotFoundState } from "~/components/documents/not-found-state";
import { StatusBadge } from "~/components/documents/status-badge";
import { TextView, type TextTarget } from "~/components/documents/text-view";
import { SkeletonLines } from "~/components/insights/parts";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClass } from "~/components/ui/button";
import { Tabs, type TabItem } from "~/components/ui/tabs";
import { profileCopy, viewerCopy as copy } from "~/content/children";
import { readViewerTarget } from "~/lib/citation-link";
import { formatDate } from "@common/format";
import { requireUser } from "~/lib/session.server";
import { useProcessingPoll } from "~/lib/use-processing-poll";
import type { Route } from "./+types/document-viewer";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { auth } = requireUser(context);
  const document = await getDocument(getDb(context.get(appContext).env), auth.familyId, params.id);
  if (!document) return data({ document: null }, { status: 404 });
  return { document };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData?.document ? `${loaderData.document.title} · IEP Binder` : `${copy.notFound} · IEP Binder` },
];

// The AI Insights tab mounts when first opened, so its code loads then, not with the page
// (docs/decisions/0062).
const InsightsPanel = lazy(() => import("~/components/insights/insights-panel").then((m) => ({ default: m.InsightsPanel })));

/** How the file itself can be shown: PDFs in the browser's own viewer, plain text as text, Word not at all. */
function fileKind(doc: Pick<DocumentDto, "contentType">): "pdf" | "text" | "other" {
  const type = doc.contentType.split(";")[0]?.trim().toLowerCase();
  return type === "application/pdf" ? "pdf" : type === "text/plain" ? "text" : "other";
}

const frameClass = "h-[75vh] min-h-[28rem] w-full rounded-lg border border-slate-200 bg-white";

function PreviewUnavailable({ document: doc }: { document: DocumentDto }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mx-auto size-10 text-slate-400" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />
        <path d="M14 3v5h5M9 13h6M9 17h6" />
      </svg>
      <h2 className="mt-3 text-lg font-semibold">{copy.previewUnavailable}</h2>
      <p className="mt-1 text-slate-600">{copy.previewHint}</p>
      <a href={doc.downloadUrl} target="_blank" rel="noopener" className={buttonClass({ className: "mt-6" })}>
        {copy.openDocument}
      </a>
    </div>
  );
}

/**
 * The Document tab: a PDF in the browser's viewer (at the cited page); for Word and plain-text files,
 * whose text the browser cannot lay out by page, the text view — unless no text could be read, when a
 * Word file has no preview and a text file shows as it is.
 */
function DocumentPanel({ document: doc, target }: { document: DocumentDto; target: TextTarget | null }) {
  const kind = fileKind(doc);
  const unreadable = doc.status === "failed" || doc.status === "needs_ocr";
  if (kind === "pdf") {
    // Chromium refuses to show a PDF in a sandboxed frame, so this one is not sandboxed. The file is
    // same-origin and served with its own CSP (default-src 'none'), so nothing in it can run.
    const page = target?.page;
    const src = page ? `${doc.fileUrl}#page=${page}&toolbar=0` : `${doc.fileUrl}#toolbar=0`;
    // oxlint-disable-next-line react/iframe-missing-sandbox
    return <iframe key={src} title={doc.title} src={src} className={frameClass} />;
  }
  if (kind === "text" && unreadable) {
    // Plain text needs nothing from the frame: fully sandboxed.
    return <iframe title={doc.title} src={`${doc.fileUrl}#toolbar=0`} sandbox="" className={frameClass} />;
  }
  if (unreadable) return <PreviewUnavailable document={doc} />;
  return <TextView documentId={doc.id} status={doc.status} statusReason={doc.statusReason} target={target} />;
}

export default function DocumentViewer({ loaderData }: Route.ComponentProps) {
  const { document: doc } = loaderData;
  // A citation links here with ?page=N&quote=…: open the document at that page, the words marked.
  const [searchParams] = useSearchParams();
  const isPdf = doc ? fileKind(doc) === "pdf" : false;
  const linked = searchParams.toString();
  const fromLink = (): TextTarget | null => {
    const { page, quote } = readViewerTarget(searchParams);
    return page !== null || quote !== null ? { page, quote, seq: 0 } : null;
  };
  // A PDF's marked words are in its Text tab; other files' text view is their Document tab.
  const tabFor = (t: TextTarget | null) => (isPdf && t?.quote ? "text" : "document");
  const [target, setTarget] = useState<TextTarget | null>(fromLink);
  const [tab, setTab] = useState(() => tabFor(target));
  // Another citation of the same document (back/forward between links) keeps this page mounted.
  const [shownLink, setShownLink] = useState(linked);
  if (shownLink !== linked) {
    const next = fromLink();
    setShownLink(linked);
    setTarget(next && { ...next, seq: (target?.seq ?? 0) + 1 });
    setTab(tabFor(next));
  }
  useProcessingPoll(doc ? [doc] : []);
  if (!doc) return <NotFoundState title={copy.notFound} body={copy.notFoundBody} />;

  const showSource = (page: number, quote?: string) => {
    setTarget((t) => ({ page, quote: quote ?? null, seq: (t?.seq ?? 0) + 1 }));
    setTab(tabFor({ page, quote: quote ?? null, seq: 0 }));
  };

  const items: TabItem[] = [{ value: "document", label: copy.tabs.document, content: <DocumentPanel document={doc} target={target} /> }];
  if (isPdf) {
    items.push({
      value: "text",
      label: copy.tabs.text,
      content: <TextView documentId={doc.id} status={doc.status} statusReason={doc.statusReason} target={target} />,
    });
  }
  items.push({
    value: "insights",
    label: copy.tabs.insights,
    content: (
      <Suspense fallback={<SkeletonLines lines={6} />}>
        <InsightsPanel documentId={doc.id} childId={doc.childId} status={doc.status} onShowPage={showSource} />
      </Suspense>
    ),
  });

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <Breadcrumb
        items={[
          { label: profileCopy.dashboard, href: "/dashboard" },
          { label: copy.documents(doc.childName), href: `/document-viewer?childId=${doc.childId}` },
          { label: doc.title },
        ]}
      />
      <header className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words md:text-3xl">{doc.title}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600">
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">{doc.documentType}</span>
            {doc.schoolYear ? <span>{doc.schoolYear}</span> : null}
            <span>{copy.added(formatDate(doc.createdAt))}</span>
            {doc.pageCount ? <span>{copy.pages(doc.pageCount)}</span> : null}
          </p>
          <div className="mt-2">
            <StatusBadge status={doc.status} reason={doc.statusReason} />
          </div>
        </div>
        <a href={doc.downloadUrl} download={doc.fileName} className={buttonClass({ variant: "secondary", className: "shrink-0" })}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M12 4v12M7 11l5 5 5-5M4 20h16" />
          </svg>
          {copy.download}
        </a>
      </header>
      <Tabs className="mt-6" label={doc.title} lazyMount value={tab} onValueChange={setTab} items={items} />
    </div>
  );
}
