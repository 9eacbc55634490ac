// A child's picture, or a placeholder with their initial when none is set.
const sizes = { sm: "size-10 text-base", md: "size-14 text-xl", lg: "size-24 text-3xl" } as const;

export function ChildAvatar({
  name,
  src,
  size = "md",
  alt = "",
}: {
  name: string;
  src: string | null;
  size?: keyof typeof sizes;
  /** Decorative by default: the name is always shown next to it. */
  alt?: string;
}) {
  if (src) {
    return <img src={src} alt={alt} className={`${sizes[size]} shrink-0 rounded-full object-cover ring-2 ring-white`} />;
  }
  const initial = name.trim().charAt(0).toUpperCase();
  return (
    <span
      aria-hidden={alt ? undefined : true}
      role={alt ? "img" : undefined}
      aria-label={alt || undefined}
      className={`${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-heading font-bold text-brand-700`}
    >
      {initial || (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-1/2" fill="currentColor">
          <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5Z" />
        </svg>
      )}
    </span>
  );
}
