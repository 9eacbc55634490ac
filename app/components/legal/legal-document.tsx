// Shared layout for the Privacy Policy and Terms of Use: a table of contents, then one <section>
// per entry whose id doubles as the in-page anchor (e.g. /privacy-policy#cookies).
import { useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";
import { supportEmail, type LegalSection } from "~/content/legal";
import { HASH_SCROLL_DELAY_MS, onAnchorClick, scrollToId } from "~/lib/scroll";

/**
 * Spec §9: with a hash in the URL, scroll smoothly to it (120 px offset) after 100 ms. Re-runs on every
 * navigation, so clicking the footer's Cookie Policy link while already on the page re-scrolls.
 */
export function useHashScroll(): void {
  // The location object is new on every navigation, even one to the same hash.
  const location = useLocation();
  useEffect(() => {
    if (location.hash.length < 2) return;
    const id = decodeURIComponent(location.hash.slice(1));
    const timer = window.setTimeout(() => scrollToId(id), HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location]);
}

/** Turns the support address inside a paragraph into a mailto link. */
function linkEmail(text: string): ReactNode {
  const at = text.indexOf(supportEmail);
  if (at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      <a href={`mailto:${supportEmail}`} className="font-semibold text-brand-700 underline underline-offset-2">
        {supportEmail}
      </a>
      {text.slice(at + supportEmail.length)}
    </>
  );
}

export function LegalDocument({
  title,
  lead,
  sections,
}: {
  title: string;
  /** Shown under the title, e.g. the Last updated line. */
  lead?: ReactNode;
  sections: LegalSection[];
}) {
  useHashScroll();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {lead ? <div className="mt-4 text-slate-600">{lead}</div> : null}
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[15rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold tracking-wide text-slate-700 uppercase">On this page</p>
          <ol className="mt-3 grid list-inside list-decimal gap-1 text-sm marker:text-slate-600 sm:grid-cols-2 lg:grid-cols-1">
            {sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  onClick={onAnchorClick}
                  className="rounded px-1 py-1 text-slate-700 hover:bg-slate-100 hover:text-brand-700"
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`}>
              <h2 id={`${s.id}-heading`} className="text-2xl font-bold">
                {s.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
                {s.paragraphs.map((p) => (
                  <p key={p}>{linkEmail(p)}</p>
                ))}
                {s.bullets ? (
                  <ul className="list-disc space-y-2 pl-6 marker:text-brand-500">
                    {s.bullets.map((b) => (
                      <li key={b}>{linkEmail(b)}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
