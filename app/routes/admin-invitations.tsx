import type { CSSProperties } from "react";
import { useActionData, useLoaderData } from "react-router";
import { Alert } from "~/components/alert";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { db } from "~/db/client.server";
import { invitationSchema } from "~/features/accounts";
import { inviteMember, listInvitations, requireAdmin } from "~/features/accounts/index.server";
import { mailDelivery } from "~/features/admin/index.server";
import { AdminPageHeader, InvitationForm, InvitationsTable, SearchBox } from "~/features/admin/ui";
import { firstProblem } from "~/lib/http/field-errors";
import { failureOrUnexpected, parseForm, readForm } from "~/lib/http/forms.server";
import { requestIdContext } from "~/lib/http/request-context";
import { searchTerm } from "~/lib/search-term";
import type { Route } from "./+types/admin-invitations";
import page from "./admin-page.module.css";

export const meta: Route.MetaFunction = () => [
  { title: "Manage Invitations · The Fair Trade Art Gallery" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const search = searchTerm(new URL(request.url).searchParams);
  const invitations = await listInvitations(db(), search);
  return { invitations, search, delivery: mailDelivery() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  if (request.method !== "POST") return new Response(null, { status: 405 });
  try {
    const input = parseForm(invitationSchema, await readForm(request), firstProblem);
    const { invitation } = await inviteMember(db(), viewer.id, input);
    return { ok: true as const, email: invitation?.email ?? input.email };
  } catch (error) {
    return failureOrUnexpected(error, {
      requestId: context.get(requestIdContext),
      message: "Failed to send invitation",
      log: "sending an invitation failed",
    });
  }
}

export default function ManageInvitations() {
  const { invitations, search, delivery } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const fallback =
    actionData && typeof actionData === "object" && "ok" in actionData ? actionData : undefined;

  return (
    <div className={page.page}>
      <AdminPageHeader
        title="Manage Invitations"
        description="Registration is by invitation only. Invite someone by e-mail and see whether they have joined."
      />

      <InvitationForm delivery={delivery} fallback={fallback} />

      <div className={`${layout.paper} ${layout.panel}`}>
        <div className={layout.stack}>
          <div
            className={`${layout.row} ${layout.between}`}
            style={{ "--gap": "var(--spacing-sm)", alignItems: "flex-end" } as CSSProperties}
          >
            <h2 className={`${text.title} ${text.h3}`}>Sent Invitations</h2>
            <div style={{ flex: "1 1 16rem", maxWidth: "24rem" }}>
              <SearchBox label="Search invitations" placeholder="Search by email or notes..." />
            </div>
          </div>
          {invitations.length === 0 ? (
            <Alert color="gray" role="status">
              {search ? "No invitations match your search" : "No invitations sent yet"}
            </Alert>
          ) : (
            <>
              <InvitationsTable rows={invitations} />
              {/* biome-ignore lint/a11y/useSemanticElements: a status about the page, not the result of a form (<output>) */}
              <p className={`${text.plain} ${text.sm} ${text.dimmed}`} role="status">
                {invitations.length === 1 ? "1 invitation" : `${invitations.length} invitations`}
                {search ? " match your search" : ""}
              </p>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
