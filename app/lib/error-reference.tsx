// The correlation id of a page request that failed on the server (worker/index.ts makes one per request;
// app/entry.server.tsx logs it with the error and provides it here), shown on the error page so a parent
// can quote it and we can find the very log line.
import { createContext, use, useState } from "react";

export const ErrorReferenceContext = createContext<string | null>(null);


export function ErrorReference({ label }: { label: string }) {
  const fromServer = use(ErrorReferenceContext);
  // The browser has no provider: while hydrating, it reads the id back from the server's own HTML, so
  // both renders agree. An error met in the browser (a later navigation) has no server id to show.
  const [id] = useState(() => fromServer ?? (typeof document === "undefined" ? null : document.querySelector("[data-error-reference]")?.getAttribute("data-error-reference") ?? null));
  if (!id) return null;
  return (
    <p className="mt-3 text-sm text-slate-500">
      {label} <code data-error-reference={id}>{id}</code>
    </p>
  );
}
