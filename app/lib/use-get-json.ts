// One GET of /api JSON per request key, aborted when the key changes or the component unmounts. The
// answer is kept with the key it was asked for, so a newer key (another document, a retry, a settled
// status) reads as "not answered yet" until its own answer arrives and no state is reset inside the
// effect. Used by the viewer's text view and the AI Insights tab.
import { useCallback, useEffect, useState } from "react";
import { getJson } from "~/lib/api";

export type Answer<T> = { ok: true; data: T } | { ok: false; error: unknown };

/**
 * The answer for `key` (null while it is pending), and a setter that records another answer for the
 * current key (e.g. the result of a POST that replaces it). `path` null asks nothing.
 */
export function useGetJson<T>(key: string, path: string | null): [Answer<T> | null, (answer: Answer<T>) => void] {
  const [result, setResult] = useState<{ key: string; answer: Answer<T> } | null>(null);

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    getJson<T>(path, controller.signal).then(
      (data) => setResult({ key, answer: { ok: true, data } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ key, answer: { ok: false, error } });
      },
    );
    return () => controller.abort();
  }, [key, path]);

  const set = useCallback((answer: Answer<T>) => setResult({ key, answer }), [key]);
  return [result && result.key === key ? result.answer : null, set];
}
