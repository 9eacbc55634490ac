// Markdown rendered on the server for the messages a page loads with (docs/decisions/0062): the same
// renderer and safety rules as in the browser (app/components/ui/markdown-renderer.tsx: raw HTML shown as
// text, only http/https/mailto links, no images), so the page paints and hydrates those messages without
// the renderer's lazily loaded chunk (~50 KB gzip) and without parsing markdown in the browser.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import MarkdownRenderer from "~/components/ui/markdown-renderer";

export function markdownHtml(markdown: string): string {
  return renderToStaticMarkup(createElement(MarkdownRenderer, null, markdown));
}
