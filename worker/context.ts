import { createContext } from "react-router";

/**
 * What every loader and action gets from the Worker: bindings, the execution context, the CSP nonce, and
 * the request's correlation id (logged with any unexpected error and shown on the error page).
 */
export type AppContext = { env: Env; ctx: ExecutionContext; nonce: string; requestId: string };

export const appContext = createContext<AppContext>();
