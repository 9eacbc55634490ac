// Mirrors the route table of requirements §2. Anything unmatched falls to the 404 page.
import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** Subpaths of protected areas: signed out → / (requirements §2 Access); signed in → the 404 page. */
const protectedSplat = (area: string) => route(`${area}/*`, "routes/protected-not-found.tsx", { id: `${area}-splat` });

export default [
  index("routes/home.tsx"),
  // Public pages
  route("roadmap", "routes/roadmap.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-use", "routes/terms-of-use.tsx"),
  route("contact", "routes/contact.tsx"),
  route("beta", "routes/beta.tsx"),
  route("coming-soon", "routes/coming-soon.tsx"),
  // Accounts
  route("login", "routes/login.tsx"),
  route("signup", "routes/signup.tsx"),
  route("signup/confirm", "routes/signup-confirm.tsx"),
  // The link that completes a change of e-mail address (Settings); the link is the proof (ADR 0016).
  route("account/confirm-email", "routes/email-confirm.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("invite/:token", "routes/invite.tsx"),
  route("dev/outbox", "routes/dev-outbox.tsx"),
  // Signed-in areas
  route("dashboard", "routes/dashboard.tsx"),
  protectedSplat("dashboard"),
  route("child-profile/:id", "routes/child-profile.tsx"),
  route("child-profile/:id/brief", "routes/child-brief.tsx"),
  protectedSplat("child-profile"),
  route("document-viewer", "routes/document-list.tsx"),
  route("document-viewer/:id", "routes/document-viewer.tsx"),
  protectedSplat("document-viewer"),
  route("document-upload/:childId", "routes/document-upload.tsx"),
  protectedSplat("document-upload"),
  route("conversation/:childId", "routes/conversation.tsx"),
  protectedSplat("conversation"),
  route("test-add-child", "routes/test-add-child.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
