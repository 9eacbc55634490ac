import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    // remoteBindings off: the app must run fully offline (design §2).
    cloudflare({
      viteEnvironment: { name: "ssr" },
      remoteBindings: false,
      // The e2e server keeps its own throw-away state so test data never mixes with the dev seed.
      persistState: process.env.IEP_PERSIST_DIR ? { path: process.env.IEP_PERSIST_DIR } : true,
    }),
    tailwindcss(),
    reactRouter(),
  ],
  // No CORS from the dev server: the dev outbox (reset and sign-up links) must not be readable by any
  // other local page (issue 15).
  server: { cors: false },
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@worker": fileURLToPath(new URL("./worker", import.meta.url)),
    },
  },
});
