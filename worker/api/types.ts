import type { Hono } from "hono";

/** Per-request values set by middleware (the signed-in user comes with the accounts module). */
export type ApiVariables = Record<string, unknown>;

export type ApiEnv = { Bindings: Env; Variables: ApiVariables };
export type ApiApp = Hono<ApiEnv>;
