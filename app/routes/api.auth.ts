import { auth } from "~/features/accounts/auth.server";
import type { Route } from "./+types/api.auth";

// Better Auth's own endpoints (reset-password link redirects, session API).
export function loader({ request }: Route.LoaderArgs) {
  return auth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return auth().handler(request);
}
