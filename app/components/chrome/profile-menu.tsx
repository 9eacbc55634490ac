// The account menu's Ark machine, loaded lazily and mounted once the page has hydrated; whether it is
// open and what the pointer does is held by account-menu.tsx, which renders the trigger until then.
import { Menu } from "@ark-ui/react/menu";
import { Portal } from "@ark-ui/react/portal";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import type { AccountMenuTrigger } from "./account-menu";
import { Avatar } from "./avatar";
import type { NavUser } from "./nav-bar";

type Props = { user: NavUser; open: boolean; onOpenChange: (open: boolean) => void; trigger: AccountMenuTrigger; keepFocus: boolean };

export default function ProfileMenu({ user, open, onOpenChange, trigger, keepFocus }: Props) {
  const navigate = useNavigate();
  // The plain button this trigger replaces had the focus (account-menu.tsx): the trigger takes it over.
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (keepFocus) triggerRef.current?.focus();
  }, [keepFocus]);
  const itemClass = "block w-full cursor-pointer rounded px-3 py-2 text-left text-sm text-slate-700 data-highlighted:bg-slate-100";
  return (
    <Menu.Root
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      onSelect={({ value }) => {
        if (value === "logout") window.location.assign("/api/auth/logout");
        else navigate("/coming-soon");
      }}
    >
      <Menu.Trigger
        aria-label="Account menu"
        ref={triggerRef}
        className="rounded-full"
        onPointerEnter={trigger.onPointerEnter}
        onPointerLeave={trigger.onPointerLeave}
        onClickCapture={(e) => {
          // Runs before the menu's own click handler, which toggles unless the event is prevented.
          if (trigger.pinOnClick()) e.preventDefault();
        }}
      >
        <Avatar user={user} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content
            onPointerEnter={trigger.onPointerEnter}
            onPointerLeave={trigger.onPointerLeave}
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
