import { useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { requireAdmin } from "~/features/accounts/index.server";
import { parseAuditFilters } from "~/features/admin";
import {
  auditActorOptions,
  auditMemberName,
  listAuditEntries,
} from "~/features/admin/index.server";
import { AdminPageHeader, AuditEntries, AuditFilterBar } from "~/features/admin/ui";
import type { Route } from "./+types/admin-audit";
import page from "./admin-page.module.css";

export const meta: Route.MetaFunction = () => [
  { title: "Audit Trail · The Fair Trade Art Gallery" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { filters, problems } = parseAuditFilters(new URL(request.url).searchParams);
  const database = db();
  const [page, actors, memberName] = await Promise.all([
    listAuditEntries(database, filters),
    auditActorOptions(database, filters.actor),
    auditMemberName(database, filters.member),
  ]);
  return { ...page, filters, actors, memberName, problems: problems.map((p) => p.message) };
}

/** R-audit-trail: the trail is read only; nothing here edits or deletes an entry. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return new Response(null, { status: 405, headers: { Allow: "GET" } });
}

export default function AdminAudit() {
  const { entries, hasMore, filters, actors, memberName, problems } =
    useLoaderData<typeof loader>();
  return (
    <div className={page.page}>
      <AdminPageHeader
        title="Audit Trail"
        description="Every admin action and security event: who, when, what changed and why. Entries cannot be edited or deleted."
      />
      <AuditFilterBar
        filters={filters}
        actors={actors}
        memberName={memberName}
        problems={problems}
      />
      <AuditEntries entries={entries} filters={filters} hasMore={hasMore} />
    </div>
  );
}
