import { Alert, Group, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { requireAdmin } from "~/features/accounts/session.server";
import { OutboxList } from "~/features/admin/components/outbox-list";
import { AdminPageHeader } from "~/features/admin/components/page-header";
import { SearchBox } from "~/features/admin/components/search-box";
import {
  listOutboxMail,
  mailDelivery,
  OUTBOX_PAGE_SIZE,
  outboxTotals,
} from "~/features/admin/queries.server";
import type { Route } from "./+types/admin-outbox";

export const meta: Route.MetaFunction = () => [{ title: "Outbox · The Fair Trade Art Gallery" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const search = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
  const database = db();
  const [mails, totals] = await Promise.all([
    listOutboxMail(database, { search }),
    outboxTotals(database),
  ]);
  return { mails, totals, search, delivery: mailDelivery(), pageSize: OUTBOX_PAGE_SIZE };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return new Response(null, { status: 405 });
}

export default function Outbox() {
  const { mails, totals, search, delivery, pageSize } = useLoaderData<typeof loader>();
  return (
    <Stack gap="lg">
      <AdminPageHeader
        title="Outbox"
        description="Every e-mail the gallery has written, newest first."
      />

      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
        {delivery === "outbox"
          ? "No SMTP server is configured, so new e-mails are not delivered: they wait here. Copy a link from a message to pass it on to its recipient."
          : "E-mails are delivered by SMTP. This is a copy of each, with its delivery state."}
      </Alert>

      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed">
          {totals.total === 1 ? "1 e-mail" : `${totals.total} e-mails`}: {totals.sent} sent,{" "}
          {totals.queued} queued
          {totals.failed ? `, ${totals.failed} not delivered` : ""}
        </Text>
        <div style={{ flex: "1 1 16rem", maxWidth: "24rem" }}>
          <SearchBox label="Search by recipient" placeholder="Search by recipient..." />
        </div>
      </Group>

      {mails.length === 0 ? (
        <Alert variant="light" color="gray" role="status">
          {search ? "No e-mails to that recipient" : "No e-mails sent yet"}
        </Alert>
      ) : (
        <>
          <OutboxList mails={mails} />
          {mails.length >= pageSize ? (
            <Text size="sm" c="dimmed">
              Showing the newest {pageSize}. Search by recipient to find older ones.
            </Text>
          ) : null}
        </>
      )}
    </Stack>
  );
}
