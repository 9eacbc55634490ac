import { Hono } from "hono";
import type { ApiEnv } from "./types.ts";

export const health = new Hono<ApiEnv>().get("/", async (c) => {
  let d1 = false;
  try {
    d1 = (await c.env.DB.prepare("select 1 as ok").first<{ ok: number }>())?.ok === 1;
  } catch {
    d1 = false;
  }
  return c.json({ status: d1 ? "ok" : "degraded", runtime: navigator.userAgent, d1 }, d1 ? 200 : 503);
});
