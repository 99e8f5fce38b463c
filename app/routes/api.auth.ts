import { auth } from "~/features/accounts/index.server";
import type { Route } from "./+types/api.auth";

/**
 * Better Auth's HTTP endpoints are closed: our pages sign in, register, reset
 * passwords and confirm e-mail through their own actions, which put the
 * database-backed limits in front of Better Auth. The one endpoint left open
 * is where the e-mailed reset link lands: it checks the token and redirects
 * to /reset-password, and takes no credentials.
 */
const OPEN_GET = [/^\/api\/auth\/reset-password\/[A-Za-z0-9_-]{1,200}$/];

function notFound() {
  return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
}

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  if (!OPEN_GET.some((pattern) => pattern.test(pathname))) return notFound();
  return auth().handler(request);
}

export function action(_args: Route.ActionArgs) {
  return notFound();
}
