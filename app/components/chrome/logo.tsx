import { Link } from "react-router";
import { productName } from "~/content/site";

export function Logo() {
  return (
    <Link to="/" className="inline-flex items-center gap-2 font-heading text-lg font-bold text-brand-900">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect x="4" y="3" width="22" height="26" rx="3" fill="#1f58b8" />
        <rect x="8" y="3" width="3" height="26" fill="#142c57" />
        <path d="M14 11h8M14 16h8M14 21h5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {productName}
    </Link>
  );
}
