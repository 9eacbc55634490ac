// reCAPTCHA v3 in the browser (requirements §7: "loaded dynamically on sign-up and contact pages"). The script is
// added only when a page calls useBotCheck, and only when a site key is configured; without one (local
// dev) the check is "ready" at once, tokens are undefined and the server skips verification with a
// logged warning (worker/bot-check/recaptcha.ts; it refuses instead when ENVIRONMENT=production).
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";

export type BotCheckAction = "contact" | "signup";
export type BotCheckStatus = "loading" | "ready" | "error";
export type BotCheck = { status: BotCheckStatus; getToken(): Promise<string | undefined> };

/** The spec's inline messages for the bot check (requirements §8). */
export const botCheckMessages = {
  loadFailed: "Failed to load security verification",
  notReady: "Security verification not ready. Please try again.",
  failed: "Security verification failed. Please try again.",
} as const;

/** A bot-check failure in the browser; its message is ready to show to the user. */
export class BotCheckError extends Error {
  override name = "BotCheckError";
}

type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_SCRIPT_ORIGIN = "https://www.google.com";
/** A script that loads but never calls back (blocked frame, broken network) counts as a load failure. */
export const LOAD_TIMEOUT_MS = 20_000;

const loads = new Map<string, Promise<Grecaptcha>>();

function scriptUrl(siteKey: string): string {
  return `${RECAPTCHA_SCRIPT_ORIGIN}/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
}

/** Loads the script once per site key; a failed load is forgotten so a later page can retry. */
export function loadRecaptcha(siteKey: string, nonce?: string): Promise<Grecaptcha> {
  const existing = loads.get(siteKey);
  if (existing) return existing;
  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement("script");
    const timer = window.setTimeout(() => fail(new Error("reCAPTCHA did not become ready in time")), LOAD_TIMEOUT_MS);
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      loads.delete(siteKey);
      reject(error);
    }
    script.src = scriptUrl(siteKey);
    script.async = true;
    script.defer = true;
    script.dataset.recaptcha = "v3";
    if (nonce) script.nonce = nonce;
    script.addEventListener("error", () => fail(new Error("The reCAPTCHA script failed to load")));
    script.addEventListener("load", () => {
      const client = window.grecaptcha;
      if (!client?.ready) return fail(new Error("The reCAPTCHA script loaded without its API"));
      client.ready(() => {
        window.clearTimeout(timer);
        resolve(client);
      });
    });
    document.head.appendChild(script);
  });
  loads.set(siteKey, promise);
  return promise;
}

const noSubscribe = () => () => {};

type RootLike = { config?: { recaptchaSiteKey?: string }; nonce?: string };

/**
 * The bot check for one form. `status` drives the page's indicator and keeps submit disabled until
 * 'ready'. `getToken()` resolves a fresh token (tokens are single-use and live two minutes, so ask on
 * every submit), undefined when no site key is configured, and throws BotCheckError otherwise.
 */
export function useBotCheck(action: BotCheckAction): BotCheck {
  const root = useRouteLoaderData("root") as RootLike | undefined;
  const siteKey = root?.config?.recaptchaSiteKey ?? "";
  const nonce = root?.nonce;
  // 'loading' during SSR and hydration (without JavaScript the form cannot be sent anyway), then
  // 'ready' at once when no site key is configured, else whatever the script load settles to.
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false);
  const [settled, setSettled] = useState<{ siteKey: string; status: "ready" | "error" } | null>(null);
  const client = useRef<Grecaptcha | null>(null);
  const status: BotCheckStatus = !hydrated
    ? "loading"
    : !siteKey
      ? "ready"
      : settled?.siteKey === siteKey
        ? settled.status
        : "loading";

  useEffect(() => {
    if (!siteKey) return;
    let cancelled = false;
    loadRecaptcha(siteKey, nonce).then(
      (loaded) => {
        if (cancelled) return;
        client.current = loaded;
        setSettled({ siteKey, status: "ready" });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn("Bot check unavailable:", error instanceof Error ? error.message : error);
        setSettled({ siteKey, status: "error" });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey, nonce]);

  const getToken = useCallback(async (): Promise<string | undefined> => {
    if (status !== "ready") throw new BotCheckError(botCheckMessages.notReady);
    if (!siteKey) return undefined;
    const loaded = client.current;
    if (!loaded) throw new BotCheckError(botCheckMessages.notReady);
    let token: string;
    try {
      token = await loaded.execute(siteKey, { action });
    } catch {
      throw new BotCheckError(botCheckMessages.failed);
    }
    if (!token) throw new BotCheckError(botCheckMessages.failed);
    return token;
  }, [status, siteKey, action]);

  return { status, getToken };
}
