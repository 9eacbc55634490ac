// The avatar's menu (desktop): opens on hover and on click/keyboard; My Profile and Settings lead to
// /coming-soon, Log Out is a plain link to /api/auth/logout (requirements §2).
//
// This part owns whether the menu is open and handles the pointer; Ark's menu machine (profile-menu.tsx)
// is loaded lazily and mounted only after hydration, so the server never runs it (it cost every
// signed-in page ≈ 1.2 ms of its render, ADR 0084). Until it has mounted the trigger is a plain button
// that already takes the hover or click and keeps it as `open`: the machine then mounts open, so a first
// hover that arrives while its code is still loading is never lost (ADR 0088).
import { lazy, Suspense, useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { Avatar } from "./avatar";
import type { NavUser } from "./nav-bar";

// Ark Menu is only needed signed in; signed-out pages (the landing page) never load it.
const ProfileMenu = lazy(() => import("./profile-menu"));

export type AccountMenuTrigger = {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  /** True when a click should leave the menu open: it follows the hover that opened it. */
  pinOnClick: () => boolean;
};

export function AccountMenu({ user }: { user: NavUser }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // A keyboard user on the button when the machine mounts keeps the focus on its trigger.
  const [focused, setFocused] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Opened by hovering: leaving closes it again, and a click on the avatar pins it open instead of
  // toggling it shut (a pointer that hovers and then clicks, as most do, would otherwise close it).
  const openedByHover = useRef(false);
  // Mirrors `open` at once: the click that follows a hover can arrive before React has rendered it.
  const isOpen = useRef(false);
  const show = (next: boolean) => {
    isOpen.current = next;
    if (!next) openedByHover.current = false;
    setOpen(next);
  };
  const trigger: AccountMenuTrigger = {
    onPointerEnter: () => {
      clearTimeout(closeTimer.current);
      if (!isOpen.current) openedByHover.current = true;
      show(true);
    },
    onPointerLeave: () => {
      if (openedByHover.current) closeTimer.current = setTimeout(() => show(false), 150);
    },
    pinOnClick: () => {
      if (!openedByHover.current) return false;
      openedByHover.current = false;
      return true;
    },
  };
  const button = (
    <button
      type="button"
      aria-label="Account menu"
      aria-haspopup="menu"
      aria-expanded={open}
      className="rounded-full"
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onPointerEnter={trigger.onPointerEnter}
      onPointerLeave={trigger.onPointerLeave}
      onClick={() => {
        if (!trigger.pinOnClick()) show(!isOpen.current);
      }}
    >
      <Avatar user={user} />
    </button>
  );
  if (!hydrated) return button;
  return (
    <Suspense fallback={button}>
      <ProfileMenu user={user} open={open} onOpenChange={show} trigger={trigger} keepFocus={focused} />
    </Suspense>
  );
}
