import { data, useActionData, useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { AuthCard } from "~/features/accounts/ui";
import { mailPreferenceErrors } from "~/features/mail-preferences";
import { unsubscribe, unsubscribeKind } from "~/features/mail-preferences/index.server";
import {
  UnsubscribePanel,
  type UnsubscribeState,
  unsubscribeTitle,
} from "~/features/mail-preferences/ui";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = () => [
  { title: "Unsubscribe · The Fair Trade Art Gallery" },
  { name: "robots", content: "noindex" },
];

/** A bad token is a 400 with a page that says so, never an error page. */
function badToken(error: unknown) {
  if (!mailPreferenceErrors.is(error, "bad-token")) throw error;
  return data<UnsubscribeState>({ state: "bad" }, { status: 400 });
}

/** Opening the link only asks: mail scanners follow GET links. */
export function loader({ params }: Route.LoaderArgs) {
  try {
    return data<UnsubscribeState>({ state: "ask", kind: unsubscribeKind(params.token) });
  } catch (error) {
    return badToken(error);
  }
}

/**
 * Unsubscribes without a session: the page's button, or a mail provider's
 * one-click POST (body `List-Unsubscribe=One-Click`, from another site, no
 * cookies). The signed token is the authority; doing it twice changes nothing.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405 });
  try {
    return data<UnsubscribeState>({ state: "done", kind: await unsubscribe(db(), params.token) });
  } catch (error) {
    return badToken(error);
  }
}

export default function Unsubscribe() {
  const asked = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const view = done && !(done instanceof Response) ? done : asked;
  return (
    <AuthCard title={unsubscribeTitle(view.state)}>
      <UnsubscribePanel {...view} />
    </AuthCard>
  );
}
