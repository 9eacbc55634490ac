// Markdown for AI answers and chat messages (the insights tab and the conversation page). The renderer
// (react-markdown + remark-gfm, ~40 KB gzip) is loaded on first use, so pages that never show
// markdown, and the first paint of those that do, do not carry it. Safety rules: markdown-renderer.tsx.
import { lazy, Suspense } from "react";
import type { MarkdownProps } from "./markdown-renderer";

const MarkdownRenderer = lazy(() => import("./markdown-renderer"));

/** Starts loading the renderer early (e.g. while the text itself is still being fetched). */
export function preloadMarkdown(): void {
  void import("./markdown-renderer");
}

export function Markdown({ children, className }: MarkdownProps) {
  return (
    <Suspense
      fallback={
        <div aria-hidden="true" className="space-y-2">
          <div className="h-4 w-3/4 animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
          <div className="h-4 w-full animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
          <div className="h-4 w-2/3 animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
        </div>
      }
    >
      <MarkdownRenderer className={className}>{children}</MarkdownRenderer>
    </Suspense>
  );
}
