import { useEffect, useState } from "react";
import { Link } from "react-router";
import { betaBanner } from "~/content/site";
import { BETA_DISMISSED_COOKIE } from "@common/cookies";
import { writeCookie } from "~/lib/cookies";

/** A session cookie (no Max-Age): the dismissal lasts for the browser session, and SSR can read it. */

export function BetaBanner({ initiallyDismissed }: { initiallyDismissed: boolean }) {
  const [visible, setVisible] = useState(!initiallyDismissed);

  useEffect(() => {
    if (!visible) return;
    const dismiss = () => {
      setVisible(false);
      writeCookie(BETA_DISMISSED_COOKIE, "1");
    };
    const onScroll = () => {
      if (window.scrollY > 0) dismiss();
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [visible]);

  if (!visible) return null;
  return (
    <section aria-label="Beta notice" className="relative bg-brand-900 px-10 py-2 text-center text-sm text-white">
      {betaBanner.text}{" "}
      <Link to={betaBanner.href} className="font-semibold underline underline-offset-2 hover:text-brand-100">
        {betaBanner.linkText}
      </Link>
      <button
        type="button"
        aria-label="Close beta notice"
        onClick={() => {
          setVisible(false);
          writeCookie(BETA_DISMISSED_COOKIE, "1");
        }}
        className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 hover:bg-white/10"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </section>
  );
}
