import { createContext } from "react-router";

/** What every loader and action gets from the Worker: bindings, the execution context and the CSP nonce. */
export type AppContext = { env: Env; ctx: ExecutionContext; nonce: string };

export const appContext = createContext<AppContext>();
