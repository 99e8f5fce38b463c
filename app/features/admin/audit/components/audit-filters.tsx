import { Alert, Button, CloseButton, Group, NativeSelect, Paper, rem, Text } from "@mantine/core";
import { IconFilter } from "@tabler/icons-react";
import { Form, Link, useNavigate } from "react-router";
import layout from "~/components/layout.module.css";
import { AUDIT_KINDS, type AuditFilters, auditUrl } from "../schema";

export type ActorOption = { id: string; name: string };

/** The audit page's filters (actor, kind, member), kept in the URL; a change applies at once. */
export function AuditFilterBar({
  filters,
  actors,
  memberName,
  problems,
}: {
  filters: AuditFilters;
  actors: ActorOption[];
  memberName: string | null;
  problems: string[];
}) {
  const navigate = useNavigate();
  // A change applies at once, back on the first page; the form's own submit works without scripts.
  const onChange = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const { name, value } = event.currentTarget;
    navigate(auditUrl({ ...filters, [name]: value || null, page: 1 }), {
      preventScrollReset: true,
    });
  };
  return (
    <Paper withBorder radius="md" className={layout.panel}>
      <Form method="get" aria-label="Filter the audit trail">
        {filters.member ? <input type="hidden" name="member" value={filters.member} /> : null}
        <Group align="flex-end" gap="md" wrap="wrap">
          <NativeSelect
            label="Actor"
            name="actor"
            value={filters.actor ?? ""}
            onChange={onChange}
            data={[
              { value: "", label: "Anyone" },
              { value: "system", label: "System" },
              ...actors.map((actor) => ({ value: actor.id, label: actor.name })),
            ]}
            className={layout.fieldWidth}
            style={{ "--field-width": rem(260) }}
          />
          <NativeSelect
            label="Kind"
            name="kind"
            value={filters.kind ?? ""}
            onChange={onChange}
            data={[
              { value: "", label: "All kinds" },
              ...Object.entries(AUDIT_KINDS).map(([value, label]) => ({ value, label })),
            ]}
            className={layout.fieldWidth}
            style={{ "--field-width": rem(240) }}
          />
          <noscript>
            <Button type="submit" variant="default" leftSection={<IconFilter size={16} />}>
              Filter
            </Button>
          </noscript>
          {filters.actor || filters.kind || filters.member ? (
            <Button component={Link} to="/admin/audit" variant="subtle">
              Clear filters
            </Button>
          ) : null}
        </Group>
        {filters.member ? (
          <Group gap={6} mt="md" wrap="nowrap">
            <Text size="sm">
              Member: <strong>{memberName ?? "Unknown member"}</strong>
            </Text>
            <CloseButton
              component={Link}
              to={auditUrl({ ...filters, member: null, page: 1 })}
              size="sm"
              aria-label="Show every member"
            />
          </Group>
        ) : null}
      </Form>
      {problems.length > 0 ? (
        <Alert color="orange" variant="light" mt="md" role="status">
          {problems.join(" ")}
        </Alert>
      ) : null}
    </Paper>
  );
}
