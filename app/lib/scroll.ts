// In-page anchors scroll smoothly and stop 120 px above the target, clear of the fixed header (requirements §9).
export const ANCHOR_OFFSET_PX = 120;
export const HASH_SCROLL_DELAY_MS = 100;

export function scrollToId(id: string, behavior: ScrollBehavior = "smooth"): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const targetTop = () => el.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX;
  window.scrollTo({ top: targetTop(), behavior });
  if (behavior === "smooth") {
    // Content above can move while scrolling (the beta banner collapses on the first scroll), so the
    // target drifts: once the scroll settles, correct any remaining difference.
    window.addEventListener(
      "scrollend",
      () => {
        if (Math.abs(el.getBoundingClientRect().top - ANCHOR_OFFSET_PX) > 2) window.scrollTo({ top: targetTop(), behavior: "smooth" });
      },
      { once: true },
    );
  }
  return true;
}

/** Click handler for `<a href="#id">`: smooth scroll with the offset, and keep the hash in the URL. */
export function onAnchorClick(event: React.MouseEvent<HTMLAnchorElement>): void {
  const href = event.currentTarget.getAttribute("href") ?? "";
  if (!href.startsWith("#")) return;
  if (scrollToId(href.slice(1))) {
    event.preventDefault();
    history.replaceState(null, "", href);
  }
}
