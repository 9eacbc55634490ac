// The markdown renderer behind <Markdown> (markdown.tsx loads this module lazily: react-markdown and
// remark-gfm stay out of a page's first JavaScript). AI answers and chat messages are untrusted text,
// so (requirements §15): raw HTML is shown as text (no rehype-raw), links keep only http, https and mailto
// URLs and open in a new tab with rel="noopener noreferrer", and images are never loaded — an image
// shows as its alt text.
import type { ReactNode } from "react";
import ReactMarkdown, { type Components, type UrlTransform } from "react-markdown";
import remarkGfm from "remark-gfm";

const SAFE_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);

/**
 * Keeps a link's URL only when it is absolute with a safe protocol; every other URL attribute (an
 * image's src above all) is emptied. Parsing with URL sees through tricks like "java\tscript:".
 */
export const safeUrlTransform: UrlTransform = (url, key) => {
  if (key !== "href") return "";
  try {
    return SAFE_PROTOCOLS.has(new URL(url).protocol) ? url : "";
  } catch {
    return "";
  }
};

export const markdownComponents: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ alt }) => (alt ? <span className="text-slate-500">[{alt}]</span> : null),
  h1: ({ children }) => <h3 className="mt-5 mb-2 text-lg font-bold first:mt-0">{children}</h3>,
  h2: ({ children }) => <h3 className="mt-5 mb-2 text-lg font-bold first:mt-0">{children}</h3>,
  h3: ({ children }) => <h4 className="mt-4 mb-1.5 font-semibold first:mt-0">{children}</h4>,
  h4: ({ children }) => <h5 className="mt-3 mb-1 font-semibold first:mt-0">{children}</h5>,
  p: ({ children }) => <p className="my-2 first:mt-0 last:mb-0">{children}</p>,
  ul: ({ children }) => <ul className="my-2 list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-2 list-decimal space-y-1 pl-5">{children}</ol>,
  blockquote: ({ children }) => <blockquote className="my-2 border-l-4 border-slate-200 pl-3 text-slate-700">{children}</blockquote>,
  code: ({ children }) => <code className="rounded bg-slate-100 px-1 py-0.5 text-[0.9em]">{children}</code>,
  pre: ({ children }) => <pre className="my-2 overflow-x-auto rounded bg-slate-100 p-3 text-sm">{children}</pre>,
  table: ({ children }) => (
    <div className="my-2 overflow-x-auto">
      <table className="w-full border-collapse text-sm">{children}</table>
    </div>
  ),
  th: ({ children }) => <th className="border border-slate-200 bg-slate-50 px-2 py-1 text-left font-semibold">{children}</th>,
  td: ({ children }) => <td className="border border-slate-200 px-2 py-1 align-top">{children}</td>,
  hr: () => <hr className="my-4 border-slate-200" />,
};

export const remarkPlugins = [remarkGfm];

export type MarkdownProps = { children: string; className?: string };

export default function MarkdownRenderer({ children, className = "" }: MarkdownProps): ReactNode {
  return (
    <div className={`break-words text-slate-800 ${className}`}>
      <ReactMarkdown remarkPlugins={remarkPlugins} urlTransform={safeUrlTransform} components={markdownComponents}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
