// The Worker as the tests see it: everything the production entry serves except the React Router build.
import { api } from "../app";

export default {
  fetch: (request, env, ctx) => api.fetch(request, env, ctx),
} satisfies ExportedHandler<Env>;
