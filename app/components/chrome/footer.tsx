import { Link } from "react-router";
import { copyright, footerLinks } from "~/content/site";
import { Logo } from "./logo";

/** The year comes from the server (request time): workerd freezes Date at 0 during module load. */
export function Footer({ year }: { year: number }) {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 pb-32 md:pb-24">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <Logo />
          <p className="mt-3 text-sm text-slate-600">{copyright(year)}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-8 gap-y-2 text-sm">
            {footerLinks.map((l) => (
              <li key={l.href}>
                <Link to={l.href} className="text-slate-700 hover:text-brand-700 hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
