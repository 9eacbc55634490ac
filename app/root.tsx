import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import { appContext } from "@worker/context";
import type { Route } from "./+types/root";
import "./app.css";
import montserrat700 from "@fontsource/montserrat/files/montserrat-latin-700-normal.woff2?url";
import openSans400 from "@fontsource/open-sans/files/open-sans-latin-400-normal.woff2?url";
import openSans600 from "@fontsource/open-sans/files/open-sans-latin-600-normal.woff2?url";
import { BetaBanner } from "./components/chrome/beta-banner";
import { CookieBanner } from "./components/chrome/cookie-banner";
import { Footer } from "./components/chrome/footer";
import { NavBar } from "./components/chrome/nav-bar";
import { Toaster } from "./components/ui/toaster";
import { ErrorReference } from "./lib/error-reference";
import { revalidateUnlessFormFailed } from "./lib/form-failure";
import { useHydrated } from "./lib/use-hydrated";
import { notFound } from "./content/site";
import { loadRootData } from "./lib/root.server";
import { currentUser, requestCookies, sessionMiddleware } from "./lib/session.server";

/** The session is resolved once here for every loader and action of the request (app/lib/session.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const { env, nonce } = context.get(appContext);
  const current = currentUser(context);
  return { ...(await loadRootData(requestCookies(context), env, current?.user ?? null, current?.auth.userId)), nonce };
}

/** The body and heading faces used above the fold load with the HTML, so text doesn't shift when they arrive. */
// After a form's answer failed to arrive, the root's data is not reloaded either (ADR 0071).
export const shouldRevalidate = revalidateUnlessFormFailed;

export const links: Route.LinksFunction = () =>
  [openSans400, openSans600, montserrat700].map((href) => ({ rel: "preload", as: "font", type: "font/woff2", href, crossOrigin: "anonymous" as const }));

export const meta: Route.MetaFunction = () => [
  { title: "IEP Binder — understand your child's IEP" },
  { name: "description", content: "Keep every IEP, evaluation and progress report in one place, understand them, and ask questions." },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = data?.nonce;
  // The browser tests wait for this marker before they interact (e2e/test.ts, docs/decisions/0060).
  const hydrated = useHydrated();
  return (
    <html lang="en" data-hydrated={hydrated ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f58b8" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="flex min-h-screen flex-col">
        <nav aria-label="Skip link">
          <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
          Skip to content
        </a>
        </nav>
        <BetaBanner initiallyDismissed={data?.betaDismissed ?? false} />
        <NavBar user={data?.user ?? null} />
        <main id="main" className="flex-1">
          {children}
        </main>
        {data ? <Footer year={data.year} /> : null}
        <CookieBanner initialConsent={data?.consent ?? null} measurementId={data?.config.gaMeasurementId || undefined} />
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const is404 = isRouteErrorResponse(error) && error.status === 404;
  // On the server the error is already logged, redacted and under its id (entry.server.tsx handleError).
  if (!is404 && typeof document !== "undefined") console.error(error);
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{is404 ? notFound.title : "Something went wrong"}</h1>
      <p className="mt-4 text-slate-600">
        {is404 ? notFound.body : "An unexpected error occurred. Please try again in a moment."}
      </p>
      {isRouteErrorResponse(error) ? null : <ErrorReference label="If it keeps happening, tell us this reference:" />}
      <a href="/" className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        Go to Home
      </a>
    </section>
  );
}
