import { useState } from "react";
import { Link, useLocation } from "react-router";
import { navAnchors } from "~/content/landing";
import { onAnchorClick } from "~/lib/scroll";
import { Logo } from "./logo";
import { AccountMenu } from "./account-menu";

export type NavUser = { firstName: string; lastName: string; email: string; profileImageUrl: string | null };

const linkClass = "rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-brand-700";

export function NavBar({ user }: { user: NavUser | null }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const onLanding = pathname === "/";
  const close = () => setOpen(false);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Logo />
        {onLanding ? (
          <ul className="hidden items-center gap-1 md:flex">
            {navAnchors.map((a) => (
              <li key={a.href}>
                <a href={a.href} onClick={onAnchorClick} className={linkClass}>
                  {a.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="hidden items-center gap-2 md:flex">
          {user ? (
            <>
              <Link to="/dashboard" className={linkClass}>
                My Dashboard
              </Link>
              <AccountMenu user={user} />
            </>
          ) : (
            <>
              {/* Full page navigations, as the spec asks, so auth pages always load fresh. */}
              <a href="/login" className={linkClass}>
                Log In
              </a>
              <a href="/signup" className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
                Sign Up
              </a>
            </>
          )}
        </div>
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-label={open ? "Close menu" : "Open menu"}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen((o) => !o)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
          </svg>
        </button>
      </nav>
      {open ? (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 pb-4 md:hidden">
          {user ? (
            <div className="border-b border-slate-100 py-3">
              <p className="font-semibold text-slate-900">{user.firstName || "User"}</p>
              <p className="text-sm text-slate-600">{user.email}</p>
            </div>
          ) : null}
          <ul className="flex flex-col py-2">
            {onLanding
              ? navAnchors.map((a) => (
                  <li key={a.href}>
                    <a href={a.href} onClick={(e) => { onAnchorClick(e); close(); }} className={`block ${linkClass}`}>
                      {a.label}
                    </a>
                  </li>
                ))
              : null}
            {user ? (
              <>
                <li>
                  <Link to="/dashboard" className={`block ${linkClass}`} onClick={close}>
                    My Dashboard
                  </Link>
                </li>
                <li>
                  <Link to="/coming-soon" className={`block ${linkClass}`} onClick={close}>
                    My Profile
                  </Link>
                </li>
                <li>
                  <Link to="/coming-soon" className={`block ${linkClass}`} onClick={close}>
                    Settings
                  </Link>
                </li>
                <li>
                  <a href="/api/auth/logout" className={`block ${linkClass}`} onClick={close}>
                    Log Out
                  </a>
                </li>
              </>
            ) : (
              <>
                <li>
                  <a href="/login" className={`block ${linkClass}`} onClick={close}>
                    Log In
                  </a>
                </li>
                <li>
                  <a href="/signup" className={`block ${linkClass}`} onClick={close}>
                    Sign Up
                  </a>
                </li>
              </>
            )}
          </ul>
        </div>
      ) : null}
    </header>
  );
}
