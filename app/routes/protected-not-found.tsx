import { data } from "react-router";
import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/protected-not-found";
import NotFound from "./not-found";

export async function loader({ context }: Route.LoaderArgs) {
  requireUser(context);
  return data(null, { status: 404 });
}

export const meta = () => [{ title: "Page Not Found · IEP Binder" }];

export default NotFound;
