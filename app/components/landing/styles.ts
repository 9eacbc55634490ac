// Call-to-action looks for the landing and beta pages, built on the app's one button style so the
// links stay plain `<a>`/`<Link>` elements (full-page navigation where the spec asks for it).
import { buttonClass } from "~/components/ui/button";

export const primaryButton = buttonClass({ variant: "primary", size: "lg", className: "shadow-sm" });
export const secondaryButton = buttonClass({ variant: "secondary", size: "lg" });
/** For dark (brand-900) backgrounds, which the shared variants don't cover. */
export const invertedButton =
  "inline-flex items-center justify-center gap-2 rounded-md bg-white px-5 py-3 text-base font-semibold text-brand-900 shadow-sm transition-colors hover:bg-brand-50";

export const sectionContainer = "mx-auto max-w-6xl px-4";
