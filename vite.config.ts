import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The preview server (the e2e suite's, scripts/e2e-server.mjs) keeps idle keep-alive sockets longer than its
 * clients do. With Node's 5 s default, a client that reuses a socket just as the server closes it gets
 * ECONNRESET; a 2-core machine at load 28 made that happen mid-suite (docs/decisions/0060).
 */
const previewKeepAlive: Plugin = {
  name: "iep:preview-keep-alive",
  configurePreviewServer(server) {
    const http = server.httpServer as import("node:http").Server;
    http.keepAliveTimeout = 120_000;
    http.headersTimeout = 125_000;
  },
};

export default defineConfig({
  plugins: [
    // remoteBindings off: the app must run fully offline (requirements §11).
    cloudflare({
      viteEnvironment: { name: "ssr" },
      remoteBindings: false,
      // The e2e server keeps its own throw-away state so test data never mixes with the dev seed.
      persistState: process.env.IEP_PERSIST_DIR ? { path: process.env.IEP_PERSIST_DIR } : true,
    }),
    tailwindcss(),
    reactRouter(),
    previewKeepAlive,
  ],
  // No CORS from the dev server: the dev outbox (reset and sign-up links) must not be readable by any
  // other local page (requirements §18).
  server: { cors: false },
  // Pre-bundled for the browser before the first visit: otherwise `npm run dev` discovers them while a page
  // loads, re-optimises and reloads that page under the visitor's typing. Keep in step with app/'s imports.
  optimizeDeps: {
    include: [
      "@ark-ui/react/dialog",
      "@ark-ui/react/file-upload",
      "@ark-ui/react/menu",
      "@ark-ui/react/portal",
      "@ark-ui/react/progress",
      "@ark-ui/react/tabs",
      "@ark-ui/react/toast",
      "@ark-ui/react/tooltip",
      "react-markdown",
      "remark-gfm",
      "valibot",
    ],
  },
  // The path aliases (~/ for app/, @common/, @worker/) are declared once, in tsconfig.cloudflare.json.
  resolve: { tsconfigPaths: true },
});
