// In-page anchors scroll smoothly and stop 120 px above the target, clear of the fixed header (spec §9).
export const ANCHOR_OFFSET_PX = 120;
export const HASH_SCROLL_DELAY_MS = 100;

export function scrollToId(id: string, behavior: ScrollBehavior = "smooth"): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const top = el.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX;
  window.scrollTo({ top, behavior });
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
