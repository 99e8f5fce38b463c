import { Link } from "react-router";
import { Badge } from "~/components/badge";
import layout from "~/components/layout.module.css";
import { Table } from "~/components/table";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import { DateTime } from "../../components/date-time";
import type { AuditEntryView, AuditPerson } from "../entry-view";
import { type AuditFilters, auditUrl } from "../schema";
import classes from "./audit-entries.module.css";

type KindColor = "blue" | "teal" | "grape" | "red" | "orange" | "gray";

const KIND_COLORS: Record<string, KindColor> = {
  "invitation.sent": "blue",
  "subscription.added": "teal",
  "subscription.changed": "teal",
  "plan.created": "grape",
  "plan.changed": "grape",
  "auth.sign-in-limited": "red",
  "auth.password-reset": "orange",
  "account.deleted": "red",
  "payment.refunded": "orange",
  "payment.transfer-retried": "blue",
};

const xsGap = { "--gap": "var(--spacing-xs)" } as React.CSSProperties;

function PersonLink({ person, to }: { person: AuditPerson; to: string }) {
  return (
    <Link to={to} className={`${link.link} ${link.strong} ${link.sm}`}>
      {person.name}
    </Link>
  );
}

/** One entry: what happened, who did it, to whom, when, before → after and why. */
function AuditEntry({ entry, filters }: { entry: AuditEntryView; filters: AuditFilters }) {
  const headingId = `audit-${entry.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`${layout.paper} ${classes.entry} ${layout.stack}`}
      style={{ "--gap": "var(--spacing-sm)" } as React.CSSProperties}
    >
      <div className={`${layout.row} ${layout.between} ${classes.top}`} style={xsGap}>
        <div className={layout.row} style={xsGap}>
          <span id={headingId}>
            <Badge color={KIND_COLORS[entry.kind] ?? "gray"} size="lg" plainCase>
              {entry.kindLabel}
            </Badge>
          </span>
          {entry.subject ? <p className={`${text.plain} ${text.sm}`}>{entry.subject}</p> : null}
        </div>
        <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
          <DateTime value={entry.createdAt} />
        </p>
      </div>
      <div className={layout.row} style={{ "--gap": "var(--spacing-lg)" } as React.CSSProperties}>
        <div className={text.sm}>
          By{" "}
          {entry.actor ? (
            <PersonLink
              person={entry.actor}
              to={auditUrl({ ...filters, actor: entry.actor.id, page: 1 })}
            />
          ) : (
            <span className={text.strong}>System</span>
          )}
        </div>
        {entry.member ? (
          <div className={text.sm}>
            Member{" "}
            <PersonLink
              person={entry.member}
              to={auditUrl({ ...filters, member: entry.member.id, page: 1 })}
            />
          </div>
        ) : null}
      </div>
      {entry.changes.length > 0 ? (
        <Table className={classes.changes} aria-label={`${entry.kindLabel}: before and after`}>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {entry.changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{change.label}</th>
                <td className={change.before === "—" ? text.dimmed : undefined}>{change.before}</td>
                <td className={text.strong}>{change.after}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {entry.reason ? (
        <p className={`${text.plain} ${text.sm}`}>
          <span className={text.strong}>Reason:</span> {entry.reason}
        </p>
      ) : null}
      {entry.context.length > 0 ? (
        <p className={`${text.plain} ${text.xs} ${text.dimmed}`}>
          {entry.context.map((item) => `${item.label}: ${item.value}`).join(" · ")}
        </p>
      ) : null}
    </article>
  );
}

/** R-audit-trail: a page of entries, read only, with the way to the pages around it. */
export function AuditEntries({
  entries,
  filters,
  hasMore,
}: {
  entries: AuditEntryView[];
  filters: AuditFilters;
  hasMore: boolean;
}) {
  const filtered = !!(filters.actor || filters.member || filters.kind);
  if (entries.length === 0) {
    return (
      <div className={`${layout.paper} ${classes.empty}`}>
        {/* biome-ignore lint/a11y/useSemanticElements: a status about the page, not the result of a form (<output>) */}
        <p className={`${text.plain} ${text.dimmed}`} role="status">
          {filters.page > 1
            ? "No more entries."
            : filtered
              ? "No entries match these filters"
              : "Nothing has been recorded yet"}
        </p>
      </div>
    );
  }
  return (
    <div className={layout.stack}>
      <section
        className={layout.stack}
        style={{ "--gap": "var(--spacing-sm)" } as React.CSSProperties}
        aria-label="Audit entries"
      >
        {entries.map((entry) => (
          <AuditEntry key={entry.id} entry={entry} filters={filters} />
        ))}
      </section>
      <nav className={`${layout.row} ${layout.between}`} aria-label="Audit pages">
        {filters.page > 1 ? (
          <Link to={auditUrl({ ...filters, page: filters.page - 1 })} className={link.link}>
            ← Newer entries
          </Link>
        ) : (
          <span />
        )}
        <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>Page {filters.page}</p>
        {hasMore ? (
          <Link to={auditUrl({ ...filters, page: filters.page + 1 })} className={link.link}>
            Older entries →
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </div>
  );
}
