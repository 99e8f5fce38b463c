import { IconFilter, IconX } from "@tabler/icons-react";
import type { CSSProperties } from "react";
import { Form, Link, useNavigate } from "react-router";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import { SelectField } from "~/components/select-field";
import text from "~/components/text.module.css";
import { AUDIT_KINDS, type AuditFilters, auditUrl } from "../schema";
import classes from "./audit-filters.module.css";

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
    <div className={`${layout.paper} ${layout.panel}`}>
      <Form method="get" aria-label="Filter the audit trail">
        {filters.member ? <input type="hidden" name="member" value={filters.member} /> : null}
        <div className={`${layout.row} ${classes.fields}`}>
          <SelectField
            label="Actor"
            name="actor"
            value={filters.actor ?? ""}
            onChange={onChange}
            data={[
              { value: "", label: "Anyone" },
              { value: "system", label: "System" },
              ...actors.map((actor) => ({ value: actor.id, label: actor.name })),
            ]}
            className={`${layout.fieldWidth} ${classes.actor}`}
          />
          <SelectField
            label="Kind"
            name="kind"
            value={filters.kind ?? ""}
            onChange={onChange}
            data={[
              { value: "", label: "All kinds" },
              ...Object.entries(AUDIT_KINDS).map(([value, label]) => ({ value, label })),
            ]}
            className={`${layout.fieldWidth} ${classes.kind}`}
          />
          <noscript>
            <Button type="submit" variant="default" leftSection={<IconFilter size={16} />}>
              Filter
            </Button>
          </noscript>
          {filters.actor || filters.kind || filters.member ? (
            <Button to="/admin/audit" variant="subtle">
              Clear filters
            </Button>
          ) : null}
        </div>
        {filters.member ? (
          <div
            className={`${layout.row} ${classes.member}`}
            style={{ "--gap": "calc(0.375rem * var(--scale))" } as CSSProperties}
          >
            <p className={`${text.plain} ${text.sm}`}>
              Member: <strong>{memberName ?? "Unknown member"}</strong>
            </p>
            <Link
              to={auditUrl({ ...filters, member: null, page: 1 })}
              className={classes.close}
              aria-label="Show every member"
            >
              <IconX size={16} aria-hidden />
            </Link>
          </div>
        ) : null}
      </Form>
      {problems.length > 0 ? (
        <div className={classes.problems}>
          <Alert color="orange" role="status">
            {problems.join(" ")}
          </Alert>
        </div>
      ) : null}
    </div>
  );
}
