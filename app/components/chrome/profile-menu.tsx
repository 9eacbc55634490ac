// The avatar's menu (desktop): opens on hover and on click/keyboard; My Profile and Settings lead to
// /coming-soon, Log Out is a plain link to /api/auth/logout (requirements §2).
import { Menu } from "@ark-ui/react/menu";
import { Portal } from "@ark-ui/react/portal";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { Avatar } from "./avatar";
import type { NavUser } from "./nav-bar";

export default function ProfileMenu({ user }: { user: NavUser }) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Opened by hovering: leaving closes it again, and a click on the avatar pins it open instead of
  // toggling it shut (a pointer that hovers and then clicks, as most do, would otherwise close it).
  const openedByHover = useRef(false);
  const navigate = useNavigate();
  // Lazily loaded, so it hydrates after the rest of the page: the marker tells the browser tests to wait.
  const hydrated = useHydrated();
  // Mirrors `open` at once: the click that follows a hover can arrive before React has rendered it.
  const isOpen = useRef(false);
  const show = (next: boolean) => {
    isOpen.current = next;
    if (!next) openedByHover.current = false;
    setOpen(next);
  };
  const hoverOpen = () => {
    clearTimeout(closeTimer.current);
    if (!isOpen.current) openedByHover.current = true;
    show(true);
  };
  const hoverClose = () => {
    if (openedByHover.current) closeTimer.current = setTimeout(() => show(false), 150);
  };
  const itemClass = "block w-full cursor-pointer rounded px-3 py-2 text-left text-sm text-slate-700 data-highlighted:bg-slate-100";
  return (
    <Menu.Root
      open={open}
      onOpenChange={(d) => show(d.open)}
      onSelect={({ value }) => {
        if (value === "logout") window.location.assign("/api/auth/logout");
        else navigate("/coming-soon");
      }}
    >
      <Menu.Trigger
        aria-label="Account menu"
        data-hydrating={hydrated ? undefined : ""}
        className="rounded-full"
        onPointerEnter={hoverOpen}
        onPointerLeave={hoverClose}
        onClickCapture={(e) => {
          // Runs before the menu's own click handler, which toggles unless the event is prevented.
          if (!openedByHover.current) return;
          openedByHover.current = false;
          e.preventDefault();
        }}
      >
        <Avatar user={user} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content
            onPointerEnter={hoverOpen}
            onPointerLeave={hoverClose}
            className="z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg outline-none"
          >
            <Menu.Item value="profile" className={itemClass}>
              My Profile
            </Menu.Item>
            <Menu.Item value="settings" className={itemClass}>
              Settings
            </Menu.Item>
            <Menu.Separator className="my-1 border-slate-100" />
            <Menu.Item value="logout" asChild className={itemClass}>
              <a href="/api/auth/logout">Log Out</a>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
