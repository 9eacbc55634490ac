// The frame shared by the log-in, sign-up, reset and invitation pages.
import type { ReactNode, Ref } from "react";

export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  titleRef,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <section className="flex justify-center bg-slate-50 px-4 py-10 sm:py-16">
      <div className="w-full max-w-md">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 ref={titleRef} tabIndex={-1} className="text-2xl font-bold outline-none sm:text-3xl">
            {title}
          </h1>
          {subtitle ? <p className="mt-2 text-slate-600">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </section>
  );
}

/** A form-level error with an optional list (e.g. the server's password requirements). */
export function ErrorDetails({ message, list }: { message: string; list?: string[] }) {
  return (
    <>
      <p className="font-semibold">{message}</p>
      {list?.length ? (
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export const textLinkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";
