import { useEffect, useState } from "react";
import { Link } from "react-router";
import { cookieBanner } from "~/content/site";
import { denyAnalytics, grantAnalytics } from "~/lib/analytics";
import { apiRequest } from "~/lib/api";
import { writeCookie } from "~/lib/cookies";
import { CONSENT_COOKIE } from "@common/cookies";

export type CookieConsent = "accepted" | "declined";
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function CookieBanner({ initialConsent, measurementId }: { initialConsent: CookieConsent | null; measurementId?: string }) {
  const [consent, setConsent] = useState(initialConsent);

  // A visitor who accepted earlier gets analytics on every page load.
  useEffect(() => {
    if (initialConsent === "accepted") grantAnalytics(measurementId);
  }, [initialConsent, measurementId]);

  const choose = async (choice: CookieConsent) => {
    setConsent(choice);
    if (choice === "accepted") grantAnalytics(measurementId);
    else denyAnalytics();
    try {
      await apiRequest("PUT", "/api/preferences/cookie-consent", { consent: choice });
    } catch {
      // Offline or server trouble: keep the choice in the browser so the banner stays away.
      writeCookie(CONSENT_COOKIE, choice, { maxAgeSeconds: ONE_YEAR_S });
    }
  };

  if (consent) return null;
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-slate-700">
          {cookieBanner.text}{" "}
          <Link to={cookieBanner.learnMoreHref} className="font-semibold text-brand-700 underline underline-offset-2">
            {cookieBanner.learnMore}
          </Link>
        </p>
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
          <button
            type="button"
            onClick={() => void choose("declined")}
            className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            {cookieBanner.decline}
          </button>
          <button
            type="button"
            onClick={() => void choose("accepted")}
            className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {cookieBanner.accept}
          </button>
        </div>
      </div>
    </section>
  );
}
