import type { CSSProperties } from "react";
import layout from "~/components/layout.module.css";
import { Table } from "~/components/table";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import { DateTime } from "~/features/admin/components/date-time";
import { DotBadge } from "~/features/admin/components/dot-badge";
import classes from "./invitations-table.module.css";

export type InvitationRow = {
  id: string;
  email: string;
  status: "pending" | "registered";
  notes: string | null;
  invitedAt: Date;
};

function StatusBadge({ status }: { status: InvitationRow["status"] }) {
  return status === "registered" ? (
    <DotBadge color="green">Registered</DotBadge>
  ) : (
    <DotBadge color="orange">Pending</DotBadge>
  );
}

function Notes({ notes }: { notes: string | null }) {
  return <p className={`${text.plain} ${text.sm} ${classes.noteText}`}>{notes || "-"}</p>;
}

/**
 * 'Sent Invitations': a table from tablet width up; on phones one card per
 * invitation, so the date and notes are in view without scrolling sideways.
 */
export function InvitationsTable({ rows }: { rows: InvitationRow[] }) {
  return (
    <>
      <div className={layout.fromSm}>
        <Table
          striped
          highlight
          minWidth={720}
          className={classes.table}
          aria-label="Sent Invitations"
        >
          <thead>
            <tr>
              <th className={classes.email}>Email</th>
              <th className={classes.status}>Status</th>
              <th className={classes.invited}>Invited At</th>
              <th className={classes.notes}>Notes</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <a href={`mailto:${row.email}`} className={`${link.link} ${classes.wrap}`}>
                    {row.email}
                  </a>
                </td>
                <td>
                  <StatusBadge status={row.status} />
                </td>
                <td className={classes.nowrap}>
                  <DateTime value={row.invitedAt} />
                </td>
                <td>
                  <Notes notes={row.notes} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      <ul
        className={`${layout.belowSm} ${layout.stack} ${classes.cards}`}
        style={{ "--gap": "var(--spacing-sm)" } as CSSProperties}
        aria-label="Sent Invitations"
      >
        {rows.map((row) => (
          <li key={row.id} className={`${layout.paper} ${classes.card}`}>
            <a
              href={`mailto:${row.email}`}
              className={`${link.link} ${link.sm} ${text.medium} ${classes.wrap}`}
            >
              {row.email}
            </a>
            <div className={layout.row} style={{ "--gap": "var(--spacing-xs)" } as CSSProperties}>
              <StatusBadge status={row.status} />
              <p className={`${text.plain} ${text.xs} ${text.dimmed}`}>
                Invited At: <DateTime value={row.invitedAt} />
              </p>
            </div>
            <Notes notes={row.notes} />
          </li>
        ))}
      </ul>
    </>
  );
}
