// Spec §9 says data is never refetched on focus and never polled. The one exception, made on purpose:
// while a document is still 'processing' (text extraction runs in a queue after the upload), its status
// is polled every ~2 s with a light GET /api/documents/:id, so the page shows it processed without a
// reload. When one settles (or disappears) the page's loaders revalidate once; polling stops as soon
// as nothing on the page is processing.
import { useEffect, useEffectEvent } from "react";
import { useRevalidator } from "react-router";
import type { DocumentDto } from "@worker/documents/documents";
import { getJson, RequestError } from "./api";

export const PROCESSING_POLL_MS = 2000;

export function useProcessingPoll(docs: readonly Pick<DocumentDto, "id" | "status">[]): void {
  const { revalidate } = useRevalidator();
  const onSettled = useEffectEvent(() => void revalidate());
  const processingIds = docs
    .filter((d) => d.status === "processing")
    .map((d) => d.id)
    .sort()
    .join(",");

  useEffect(() => {
    if (!processingIds) return;
    const ids = processingIds.split(",");
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      let settled = false;
      for (const id of ids) {
        try {
          const doc = await getJson<Pick<DocumentDto, "status">>(`/api/documents/${id}`, controller.signal);
          if (doc.status !== "processing") settled = true;
        } catch (error) {
          if (controller.signal.aborted) return;
          // Gone (deleted elsewhere): let the page reload its list. Other failures: try again later.
          if (error instanceof RequestError && error.status === 404) settled = true;
        }
      }
      if (controller.signal.aborted) return;
      if (settled) onSettled();
      else timer = setTimeout(tick, PROCESSING_POLL_MS);
    };
    timer = setTimeout(tick, PROCESSING_POLL_MS);
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [processingIds]);
}
