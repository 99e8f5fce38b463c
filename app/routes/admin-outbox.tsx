import { IconAlertTriangle, IconInfoCircle } from "@tabler/icons-react";
import type { CSSProperties } from "react";
import { useLoaderData } from "react-router";
import { Alert } from "~/components/alert";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { db } from "~/db/client.server";
import { requireAdmin } from "~/features/accounts/index.server";
import {
  listOutboxMail,
  mailDelivery,
  OUTBOX_PAGE_SIZE,
  outboxTotals,
} from "~/features/admin/index.server";
import { AdminPageHeader, OutboxList, SearchBox } from "~/features/admin/ui";
import { searchTerm } from "~/lib/search-term";
import { OUTBOX_BODY_HOURS } from "~/services/mail.server";
import type { Route } from "./+types/admin-outbox";
import page from "./admin-page.module.css";

export const meta: Route.MetaFunction = () => [{ title: "Outbox · The Fair Trade Art Gallery" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const search = searchTerm(new URL(request.url).searchParams);
  const database = db();
  const delivery = mailDelivery();
  const [mails, totals] = await Promise.all([
    // Bodies hold live links and codes: shown only where nothing is delivered.
    listOutboxMail(database, { search, withBodies: delivery === "outbox" }),
    outboxTotals(database),
  ]);
  return {
    mails,
    totals,
    search,
    delivery,
    pageSize: OUTBOX_PAGE_SIZE,
    bodyHours: OUTBOX_BODY_HOURS,
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return new Response(null, { status: 405 });
}

export default function Outbox() {
  const { mails, totals, search, delivery, pageSize, bodyHours } = useLoaderData<typeof loader>();
  return (
    <div className={`${page.page} ${page.compact}`}>
      <AdminPageHeader
        title="Outbox"
        description="Every e-mail the gallery has written, newest first."
      />

      {delivery === "outbox" ? (
        <Alert
          color="yellow"
          title="Development outbox"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          role="status"
        >
          No SMTP server is configured, so e-mails are not delivered: they wait here. Their full
          text is shown, with live links and codes, so that you can pass them on to their
          recipients. Each text is removed after {bodyHours} hours.
        </Alert>
      ) : (
        <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
          E-mails are delivered by SMTP. Only each e-mail's recipient, subject, kind and delivery
          state are listed here: its text, with any links and codes, is not kept once it is sent.
        </Alert>
      )}

      <div
        className={`${layout.row} ${layout.between}`}
        style={{ "--gap": "var(--spacing-sm)" } as CSSProperties}
      >
        <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
          {totals.total === 1 ? "1 e-mail" : `${totals.total} e-mails`}: {totals.sent} sent,{" "}
          {totals.queued} queued
          {totals.retrying ? `, ${totals.retrying} retrying` : ""}
          {totals.failed ? `, ${totals.failed} not delivered` : ""}
        </p>
        <div style={{ flex: "1 1 16rem", maxWidth: "24rem" }}>
          <SearchBox label="Search by recipient" placeholder="Search by recipient..." />
        </div>
      </div>

      {mails.length === 0 ? (
        <Alert color="gray" role="status">
          {search ? "No e-mails to that recipient" : "No e-mails sent yet"}
        </Alert>
      ) : (
        <>
          <OutboxList mails={mails} delivery={delivery} bodyHours={bodyHours} />
          {mails.length >= pageSize ? (
            <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
              Showing the newest {pageSize}. Search by recipient to find older ones.
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
