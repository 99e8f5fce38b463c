import {
  IconArrowsSort,
  IconPencil,
  IconRefresh,
  IconSortAscending,
  IconSortDescending,
} from "@tabler/icons-react";
import { type CSSProperties, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import { Table } from "~/components/table";
import text from "~/components/text.module.css";
import { DotBadge, type DotColor } from "~/features/admin/components/dot-badge";
import { grantsPlan } from "~/features/plans";
import { formatCents, formatCount, formatDate } from "~/lib/format";
import {
  type AdminPlanOption,
  type AdminSubscriptionRow,
  listQuery,
  memberName,
  STATUS_LABELS,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionListParams,
  type SubscriptionSort,
  type SubscriptionStatus,
  sortedBy,
} from "../schema";
import { EditSubscriptionDialog } from "./edit-subscription-dialog";
import { RefillAllowancesDialog } from "./refill-allowances-dialog";
import classes from "./subscriptions-table.module.css";

/** The phone's cards, a small gap apart. */
const SM_GAP = { "--gap": "var(--spacing-sm)" } as CSSProperties;

const STATUS_COLORS: Record<SubscriptionStatus, DotColor> = {
  active: "green",
  canceled: "gray",
  past_due: "orange",
  unpaid: "red",
};

/** '1 star', '5 stars'. */
function count(value: number | null, one: string, many: string) {
  return formatCount(value ?? 0, one, many);
}

/** A plan's benefits: stars, reveals, artworks, spaces. */
function benefits(row: AdminSubscriptionRow): string[] {
  return [
    count(row.promotionStars, "star", "stars"),
    count(row.revealsPerMonth, "reveal", "reveals"),
    count(row.maxArtworks, "artwork", "artworks"),
    count(row.maxCuratorSpaces, "space", "spaces"),
  ];
}

function StatusBadge({ status }: { status: SubscriptionStatus }) {
  return <DotBadge color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</DotBadge>;
}

function Member({ row }: { row: AdminSubscriptionRow }) {
  return (
    <div className={classes.lines}>
      <span className={`${text.sm} ${text.strong}`}>{memberName(row)}</span>
      <span className={`${text.xs} ${text.dimmed} ${classes.wrap}`}>
        {row.email ?? SUBSCRIPTION_MESSAGES.emailMissing}
      </span>
      {row.handle ? <span className={`${text.xs} ${text.dimmed}`}>@{row.handle}</span> : null}
    </div>
  );
}

function Plan({ row }: { row: AdminSubscriptionRow }) {
  return (
    <div className={classes.lines}>
      <span className={`${text.sm} ${text.strong}`}>
        {row.planName ?? SUBSCRIPTION_MESSAGES.unknownPlan}
      </span>
      {row.priceCents !== null ? (
        <span className={`${text.xs} ${text.dimmed}`}>{formatCents(row.priceCents)}/month</span>
      ) : null}
      {row.cancelAtPeriodEnd ? (
        <span className={`${text.xs} ${text.strong} ${classes.cancels}`}>
          {SUBSCRIPTION_MESSAGES.cancelsAtPeriodEnd}
        </span>
      ) : null}
    </div>
  );
}

function Benefits({ row }: { row: AdminSubscriptionRow }) {
  if (row.planName === null) return <span className={text.sm}>-</span>;
  return (
    <ul className={`${text.xs} ${classes.benefits}`}>
      {benefits(row).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const COLUMNS: { key: SubscriptionSort; label: string; className?: string }[] = [
  { key: "user", label: "User" },
  { key: "plan", label: "Plan", className: classes.plan },
  { key: "status", label: "Status", className: classes.status },
  { key: "renewal", label: "Renewal Date", className: classes.renewal },
];

function SortHeader({
  column,
  params,
}: {
  column: (typeof COLUMNS)[number];
  params: SubscriptionListParams;
}) {
  const active = params.sort === column.key;
  const Icon = !active
    ? IconArrowsSort
    : params.dir === "asc"
      ? IconSortAscending
      : IconSortDescending;
  return (
    <th
      className={column.className}
      aria-sort={active ? (params.dir === "asc" ? "ascending" : "descending") : undefined}
    >
      <Link
        to={listQuery(sortedBy(params, column.key)) || "?"}
        preventScrollReset
        className={classes.sort}
        data-active={active || undefined}
      >
        {column.label}
        <Icon size={14} aria-hidden className={classes.sortIcon} />
      </Link>
    </th>
  );
}

/**
 * R-admin-subscriptions-list: the page of subscriptions, a table with sortable
 * headers from tablet width up and a card per subscription on phones; Edit
 * opens the dialog, Refill (active subscriptions only) the refill dialog.
 */
export function SubscriptionsTable({
  rows,
  params,
  plans,
}: {
  rows: AdminSubscriptionRow[];
  params: SubscriptionListParams;
  plans: AdminPlanOption[];
}) {
  const [editing, setEditing] = useState<AdminSubscriptionRow | null>(null);
  const [refilling, setRefilling] = useState<AdminSubscriptionRow | null>(null);
  const actions = (row: AdminSubscriptionRow) => (
    <div className={`${layout.row} ${classes.actions}`}>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPencil size={14} aria-hidden />}
        onClick={() => setEditing(row)}
        aria-label={`Edit subscription of ${memberName(row)}`}
      >
        Edit
      </Button>
      {grantsPlan(row.status) ? (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => setRefilling(row)}
          aria-label={`Refill allowances of ${memberName(row)}`}
        >
          Refill
        </Button>
      ) : null}
    </div>
  );

  return (
    <>
      <div className={layout.fromSm}>
        <Table
          striped
          highlight
          minWidth={860}
          className={classes.table}
          aria-label="Subscriptions"
        >
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <SortHeader key={column.key} column={column} params={params} />
              ))}
              <th className={classes.benefitsColumn}>Benefits</th>
              <th className={classes.actionsColumn}>
                <span className={layout.visuallyHidden}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <Member row={row} />
                </td>
                <td>
                  <Plan row={row} />
                </td>
                <td>
                  <StatusBadge status={row.status} />
                </td>
                <td className={classes.renewal}>{formatDate(row.currentPeriodEnd)}</td>
                <td>
                  <Benefits row={row} />
                </td>
                <td>{actions(row)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>

      <div className={`${layout.belowSm} ${layout.stack}`} style={SM_GAP}>
        {/* biome-ignore lint/a11y/useSemanticElements: a group of links, not of form fields */}
        <div className={`${layout.row} ${classes.sortBy}`} aria-label="Sort by" role="group">
          {COLUMNS.map((column) => {
            const active = params.sort === column.key;
            return (
              <Button
                key={column.key}
                to={listQuery(sortedBy(params, column.key)) || "?"}
                preventScrollReset
                size="compact-xs"
                variant={active ? "light" : "subtle"}
                aria-current={active ? "true" : undefined}
              >
                {column.label}
                {active ? (params.dir === "asc" ? " ↑" : " ↓") : ""}
              </Button>
            );
          })}
        </div>
        {rows.map((row) => (
          <article key={row.id} className={`${layout.paper} ${classes.card}`}>
            <div className={`${layout.row} ${classes.cardLine}`}>
              <Member row={row} />
              <StatusBadge status={row.status} />
            </div>
            <div className={`${layout.row} ${classes.cardLine}`}>
              <Plan row={row} />
              <p className={`${text.plain} ${text.sm} ${classes.renews}`}>
                Renews {formatDate(row.currentPeriodEnd)}
              </p>
            </div>
            {row.planName === null ? null : (
              <p className={`${text.plain} ${text.xs} ${text.dimmed}`}>
                {benefits(row).join(" · ")}
              </p>
            )}
            {actions(row)}
          </article>
        ))}
      </div>

      <EditSubscriptionDialog
        subscription={editing}
        plans={plans}
        onClose={() => setEditing(null)}
      />
      <RefillAllowancesDialog subscription={refilling} onClose={() => setRefilling(null)} />
    </>
  );
}
