// Mirrors the route table of spec §2. Anything unmatched falls to the 404 page.
import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("roadmap", "routes/roadmap.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-use", "routes/terms-of-use.tsx"),
  route("contact", "routes/contact.tsx"),
  route("beta", "routes/beta.tsx"),
  route("coming-soon", "routes/coming-soon.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
