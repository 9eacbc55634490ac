import type { NavUser } from "./nav-bar";

export function Avatar({ user, className = "size-9" }: { user: Pick<NavUser, "profileImageUrl" | "firstName">; className?: string }) {
  if (user.profileImageUrl) {
    return <img src={user.profileImageUrl} alt="" className={`${className} rounded-full object-cover`} />;
  }
  return (
    <span className={`${className} inline-flex items-center justify-center rounded-full bg-brand-100 text-brand-700`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
        <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5Z" />
      </svg>
    </span>
  );
}
