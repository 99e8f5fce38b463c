import { redirect } from "react-router";
import { signOut } from "~/features/accounts/index.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const headers = await signOut(request);
  return redirectWithToast("/", { message: "Signed out successfully" }, { headers });
}
