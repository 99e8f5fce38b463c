import { redirect } from "react-router";
import { auth } from "~/features/accounts/index.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const response = await auth().api.signOut({ headers: request.headers, asResponse: true });
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirectWithToast("/", { message: "Signed out successfully" }, { headers });
}
