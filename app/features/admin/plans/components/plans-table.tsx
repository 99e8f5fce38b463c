import { IconPencil, IconPlus } from "@tabler/icons-react";
import { type CSSProperties, useState } from "react";
import { Badge } from "~/components/badge";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import { numericCell, Table } from "~/components/table";
import text from "~/components/text.module.css";
import { formatCents, formatCount } from "~/lib/format";
import type { AdminPlanRow } from "../schema";
import { PlanFormDialog } from "./plan-form-dialog";
import classes from "./plans-table.module.css";

const numberFormat = new Intl.NumberFormat("en-US");

/** The plan's allowances and its member count, right-aligned columns of the table. */
const COUNT_COLUMNS: { label: string; value: (plan: AdminPlanRow) => number }[] = [
  { label: "Stars", value: (plan) => plan.promotionStars },
  { label: "Reveals", value: (plan) => plan.revealsPerMonth },
  { label: "Artworks", value: (plan) => plan.maxArtworks },
  { label: "Spaces", value: (plan) => plan.maxCuratorSpaces },
  { label: "Members", value: (plan) => plan.members },
];

function EditButton({
  plan,
  onEdit,
}: {
  plan: AdminPlanRow;
  onEdit: (plan: AdminPlanRow) => void;
}) {
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconPencil size={14} aria-hidden />}
      onClick={() => onEdit(plan)}
      aria-label={`Edit ${plan.name}`}
      className={classes.edit}
    >
      Edit
    </Button>
  );
}

function StatusBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge color="teal" className={classes.active}>
      Active
    </Badge>
  ) : (
    <Badge color="gray" className={classes.retired}>
      Retired
    </Badge>
  );
}

/** R-admin-plans: every plan with its price and limits, Create Plan and an Edit per plan. */
export function PlansTable({ plans }: { plans: AdminPlanRow[] }) {
  const [editing, setEditing] = useState<AdminPlanRow | null>(null);
  const [creating, setCreating] = useState(false);
  const close = () => {
    setEditing(null);
    setCreating(false);
  };

  return (
    <div className={`${layout.paper} ${layout.panel}`}>
      <div className={layout.stack}>
        <div
          className={`${layout.row} ${layout.between}`}
          style={{ "--gap": "var(--spacing-sm)" } as CSSProperties}
        >
          <h2 className={`${text.title} ${text.h3}`}>Subscription Plans</h2>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setCreating(true)}
          >
            Create Plan
          </Button>
        </div>
        {plans.length === 0 ? (
          // biome-ignore lint/a11y/useSemanticElements: a status about the page, not the result of a form (<output>)
          <p className={`${text.plain} ${text.dimmed}`} role="status">
            No plans yet
          </p>
        ) : (
          <>
            <ul className={classes.cards}>
              {plans.map((plan) => (
                <li key={plan.id} className={`${layout.paper} ${classes.card}`}>
                  <div className={`${layout.row} ${classes.cardTop}`}>
                    <p className={text.plain}>
                      <strong>{plan.name}</strong>
                    </p>
                    <StatusBadge active={plan.isActive} />
                  </div>
                  <p className={`${text.plain} ${text.sm}`}>
                    {plan.priceCents === 0 ? "Free" : `${formatCents(plan.priceCents)} per month`} ·
                    Tier {plan.tier} · {formatCount(plan.members, "member", "members")}
                  </p>
                  <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
                    {[
                      formatCount(plan.promotionStars, "star", "stars"),
                      formatCount(plan.revealsPerMonth, "reveal", "reveals"),
                      formatCount(plan.maxArtworks, "artwork", "artworks"),
                      formatCount(plan.maxCuratorSpaces, "space", "spaces"),
                    ].join(" · ")}
                  </p>
                  <EditButton plan={plan} onEdit={setEditing} />
                </li>
              ))}
            </ul>
            <div className={classes.wide}>
              <Table striped highlight minWidth={760} className={classes.table}>
                <thead>
                  <tr>
                    <th scope="col">Plan</th>
                    <th scope="col">Price / month</th>
                    {COUNT_COLUMNS.map((column) => (
                      <th key={column.label} scope="col" className={numericCell}>
                        {column.label}
                      </th>
                    ))}
                    <th scope="col">Status</th>
                    <th scope="col">
                      <span className={layout.visuallyHidden}>Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {plans.map((plan) => (
                    <tr key={plan.id}>
                      <th scope="row">
                        {plan.name}
                        <span className={`${text.xs} ${text.dimmed} ${classes.tier}`}>
                          Tier {plan.tier}
                        </span>
                      </th>
                      <td>{plan.priceCents === 0 ? "Free" : formatCents(plan.priceCents)}</td>
                      {COUNT_COLUMNS.map((column) => (
                        <td key={column.label} className={numericCell}>
                          {numberFormat.format(column.value(plan))}
                        </td>
                      ))}
                      <td>
                        <StatusBadge active={plan.isActive} />
                      </td>
                      <td className={numericCell}>
                        <EditButton plan={plan} onEdit={setEditing} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
          </>
        )}
      </div>
      <PlanFormDialog opened={creating || editing !== null} plan={editing} onClose={close} />
    </div>
  );
}
