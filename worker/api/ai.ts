// /api/ai (requirements §7): a document's summary, goals and suggested questions, everything the AI Insights tab
// shows in one call, and one summary across a child's documents. Every route needs a session (the
// default-deny gate) and is scoped to the caller's family: another family's document or child answers
// 404 exactly like a missing one. Status answers: 409 DOCUMENT_PROCESSING while the text is being
// extracted, 422 NO_TEXT (with the reason) when there is none, 502 AI_FAILED with the spec's message
// when the engine fails (docs/decisions/0030-ai-engines-and-insights-cache.md). The domain module
// (worker/ai/insights/) answers null and refusals; the statuses are chosen here (ADR 0072).
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { getDb } from "../db/client.ts";
import {
  DOCUMENT_NOT_FOUND,
  CHILD_NOT_FOUND,
  findChild,
  findDocument,
  getInsights,
  summarizeChild,
  type Insights,
  type InsightPart,
  type InsightsRefusal,
  type InsightsResult,
} from "../ai/insights/index.ts";
import { toInsightsDto } from "../ai/insights/dto.ts";
import { AI_STATUS } from "../../common/messages/ai.ts";
import { createBuiltinEngine } from "../ai/engines/index.ts";
import { toRecordDto } from "../record/dto.ts";
import { loadChildRecord } from "../record/load.ts";
import { ApiError, badRequest, found } from "../http/errors.ts";
import { idParam, jsonBody, parseWith } from "../http/validate.ts";
import { idSchema } from "../../common/schemas/common.ts";
import { familySubject, withQuota } from "../quotas/quotas.ts";
import { requireAuth, type ApiEnv } from "./types.ts";

const ChildBodySchema = v.object({ childId: v.optional(idSchema) });

/** A POST body is optional here: none at all, or a JSON object validated against `schema`. */
async function optionalJsonBody<S extends v.GenericSchema<unknown, unknown>>(c: Context<ApiEnv>, schema: S): Promise<v.InferOutput<S>> {
  if (!c.req.header("content-type")) {
    const text = c.req.raw.body ? await c.req.text() : "";
    if (text.trim()) throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the request body as JSON (Content-Type: application/json).");
    return parseWith(schema, {});
  }
  return jsonBody(c, schema);
}

/** `childId` from the query or the JSON body (requirements §7); when given it must be the family's. */
async function childIdOf(c: Context<ApiEnv>): Promise<string | undefined> {
  const body = await optionalJsonBody(c, ChildBodySchema);
  const query = c.req.query("childId");
  const fromQuery = query === undefined || query === "" ? undefined : parseWith(v.object({ childId: idSchema }), { childId: query }).childId;
  if (fromQuery && body.childId && fromQuery !== body.childId) {
    throw badRequest("childId in the query and in the body differ", { childId: "childId in the query and in the body differ" });
  }
  return fromQuery ?? body.childId;
}

function engineFields(insights: Pick<Insights, "engine" | "engineLabel" | "model">) {
  return insights.model
    ? { engine: insights.engine, engineLabel: insights.engineLabel, model: insights.model }
    : { engine: insights.engine, engineLabel: insights.engineLabel };
}

/** The domain's refusals as the one /api error shape: the statuses live here, not in the domain. */
function refused(refusal: InsightsRefusal): ApiError {
  switch (refusal.reason) {
    case "processing":
      // 409: the document's state conflicts with the request for now; Retry-After says when to ask again.
      return new ApiError(409, "DOCUMENT_PROCESSING", refusal.message, {}, { "Retry-After": "5" });
    case "no-text":
      // 422: the request is fine, the document cannot be analyzed; the processing's reason says why.
      return new ApiError(422, "NO_TEXT", refusal.message);
    case "no-documents":
      return new ApiError(422, "NO_DOCUMENTS", refusal.message);
    case "engine-failed":
      // 502: the model failed us.
      return new ApiError(502, "AI_FAILED", refusal.message);
  }
}

/** The insights, or the 404 (not the family's document) or refusal status the result stands for. */
function served(result: InsightsResult | null): Insights {
  const got = found(result, DOCUMENT_NOT_FOUND);
  if (!got.ok) throw refused(got);
  return got.insights;
}

/** A part the engine could not produce this time answers 502 with the engine's message. */
function requirePart<P extends InsightPart>(insights: Insights, part: P): NonNullable<Insights[P]> {
  const value = insights[part];
  if (value === null || value === undefined) {
    throw new ApiError(502, "AI_FAILED", insights.errors[part] ?? "The AI engine did not answer. Please try again.");
  }
  return value as NonNullable<Insights[P]>;
}

async function insightsFor(c: Context<ApiEnv>, parts: readonly InsightPart[], regenerate = false): Promise<Insights> {
  const { familyId } = requireAuth(c);
  return served(await getInsights(getDb(c.env), c.env, familyId, idParam(c, "documentId", DOCUMENT_NOT_FOUND), { parts, regenerate }));
}

export const aiApi = new Hono<ApiEnv>()
  .get("/summary/:documentId", async (c) => {
    const insights = await insightsFor(c, ["summary"]);
    return c.json({ answer: requirePart(insights, "summary"), ...engineFields(insights) });
  })
  .get("/record/:childId", async (c) => {
    // The child's record (ADR 0041): the same module the chat answers from.
    const { familyId } = requireAuth(c);
    const db = getDb(c.env);
    const child = found(await findChild(db, familyId, idParam(c, "childId", CHILD_NOT_FOUND)), CHILD_NOT_FOUND);
    const record = await loadChildRecord(db, c.env, createBuiltinEngine(), familyId, child.id);
    return c.json(toRecordDto(record));
  })
  .post("/summary/child/:childId", async (c) => {
    const { familyId } = requireAuth(c);
    const childId = idParam(c, "childId", CHILD_NOT_FOUND);
    const body = await optionalJsonBody(c, ChildBodySchema);
    if (body.childId && body.childId !== childId) {
      throw badRequest("childId in the body must match the path", { childId: "childId in the body must match the path" });
    }
    const db = getDb(c.env);
    // The chat's "summarize" (an engine call each time): counted with the chat's messages.
    // A refusal throws inside the quota's action, so the unit is given back.
    const summary = await withQuota(db, c.env, "chatMessages", familySubject(familyId), async () => {
      const result = found(await summarizeChild(db, c.env, familyId, childId), CHILD_NOT_FOUND);
      if (!result.ok) throw refused(result);
      return result.summary;
    });
    return c.json(summary);
  })
  .post("/summary/:documentId", async (c) => {
    const { familyId } = requireAuth(c);
    const db = getDb(c.env);
    const documentId = idParam(c, "documentId", DOCUMENT_NOT_FOUND);
    const childId = await childIdOf(c);
    const doc = found(await findDocument(db, familyId, documentId), DOCUMENT_NOT_FOUND);
    if (childId) {
      found(await findChild(db, familyId, childId), CHILD_NOT_FOUND);
      if (doc.childId !== childId) throw badRequest(AI_STATUS.childMismatch, { childId: AI_STATUS.childMismatch });
    }
    const insights = await withQuota(db, c.env, "insightRegenerations", familySubject(familyId), async () =>
      served(await getInsights(db, c.env, familyId, documentId, { regenerate: true, parts: ["summary"] })),
    );
    return c.json({ answer: requirePart(insights, "summary"), ...engineFields(insights) });
  })
  .get("/goals/:documentId", async (c) => {
    const insights = await insightsFor(c, ["goals"]);
    return c.json({ goals: requirePart(insights, "goals"), ...engineFields(insights) });
  })
  .get("/suggested-questions/:documentId", async (c) => {
    const insights = await insightsFor(c, ["questions"]);
    // Spec §7: exactly a JSON array of strings.
    return c.json(requirePart(insights, "questions"));
  })
  .get("/insights/:documentId", async (c) => c.json(toInsightsDto(await insightsFor(c, ["summary", "goals", "questions"]))))
  .post("/insights/:documentId", async (c) => {
    await optionalJsonBody(c, v.object({}));
    const { familyId } = requireAuth(c);
    const insights = await withQuota(getDb(c.env), c.env, "insightRegenerations", familySubject(familyId), () =>
      insightsFor(c, ["summary", "goals", "questions"], true),
    );
    return c.json(toInsightsDto(insights));
  });
