// Multipart uploads with real progress. fetch() cannot report upload progress, so this uses
// XMLHttpRequest (cookies sent via withCredentials) and fails exactly like apiRequest: a non-OK answer
// becomes a RequestError "status: body" (requirements §8), logged the same way.
import { RequestError } from "./api";

export type UploadProgress = { loaded: number; total: number; percent: number };

export type UploadOptions = {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

export function uploadWithProgress<T>(url: string, form: FormData, { onProgress, signal }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.responseType = "text";
    xhr.setRequestHeader("Accept", "application/json");

    xhr.upload.addEventListener("progress", (event) => {
      if (!onProgress || !event.lengthComputable) return;
      onProgress({ loaded: event.loaded, total: event.total, percent: Math.round((event.loaded / event.total) * 100) });
    });
    xhr.addEventListener("load", () => {
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((text ? JSON.parse(text) : null) as T);
        } catch {
          reject(new RequestError(xhr.status, text, xhr.statusText));
        }
        return;
      }
      const isHtml = /^\s*<(!doctype|html)/i.test(text);
      console.warn(`Request failed (${xhr.status} ${url})`, isHtml ? text.slice(0, 200) : text);
      reject(new RequestError(xhr.status, text, xhr.statusText));
    });
    // Like fetch(), a network failure rejects with a TypeError.
    xhr.addEventListener("error", () => reject(new TypeError("Network error")));
    xhr.addEventListener("abort", () => reject(new DOMException("The upload was cancelled.", "AbortError")));

    if (signal) {
      if (signal.aborted) {
        reject(new DOMException("The upload was cancelled.", "AbortError"));
        return;
      }
      signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}
