// The Worker as the tests see it: everything the production entry serves except the React Router build.
import { api } from "../app.ts";
import { handleDocumentBatch } from "../documents/processing/consumer.ts";
// The conversation's Durable Object class must be exported by the entry module for its binding.
export { ConversationRoom } from "../conversations/room.ts";

export default {
  fetch: (request, env, ctx) => api.fetch(request, env, ctx),
  queue: (batch, env) => handleDocumentBatch(batch, env),
} satisfies ExportedHandler<Env>;
