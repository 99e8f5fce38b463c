import { IconReceiptOff } from "@tabler/icons-react";
import { Badge } from "~/components/badge";
import text from "~/components/text.module.css";
import {
  type DashboardTransaction,
  isCompleted,
  transactionLabel,
} from "~/features/studio/dashboard/panels";
import { formatCents, formatDate } from "~/lib/format";
import classes from "./dashboard.module.css";
import { EmptyPanel, Panel, PanelRowsSkeleton } from "./panel";

const TITLE = "Recent Activity";
const ID = "recent-activity";

function statusText(status: string) {
  return status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, " ");
}

export function RecentActivity({ transactions }: { transactions: DashboardTransaction[] }) {
  return (
    <Panel id={ID} title={TITLE}>
      {transactions.length === 0 ? (
        <EmptyPanel icon={<IconReceiptOff size={24} />} title="No recent transactions">
          <p className={`${text.plain} ${text.sm} ${text.dimmed} ${classes.emptyText}`}>
            Sales and leases of your artworks will show here.
          </p>
        </EmptyPanel>
      ) : (
        <ul className={`${classes.plainList} ${classes.list} ${classes.activity}`}>
          {transactions.map((transaction) => (
            <li key={transaction.id} className={classes.activityItem}>
              <div className={classes.itemText}>
                <div className={classes.activityTitle}>
                  <Badge
                    size="sm"
                    variant="outline"
                    className={`${classes.typeBadge} ${
                      transaction.type === "purchase" ? classes.purchase : classes.lease
                    }`}
                  >
                    {transactionLabel(transaction.type)}
                  </Badge>
                  <span className={`${text.sm} ${text.medium} ${classes.truncate}`}>
                    {transaction.artworkTitle}
                  </span>
                </div>
                <p className={`${text.plain} ${text.xs} ${text.dimmed}`}>
                  {formatDate(transaction.createdAt)}
                </p>
              </div>
              <div className={classes.amount}>
                <p className={`${text.plain} ${classes.amountValue}`}>
                  {formatCents(transaction.amountCents)}
                </p>
                <Badge size="sm" color={isCompleted(transaction.status) ? "green" : "yellow"}>
                  {statusText(transaction.status)}
                </Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function RecentActivitySkeleton() {
  return (
    <Panel id={`${ID}-placeholder`} title={TITLE}>
      <PanelRowsSkeleton rows={5} image={false} />
    </Panel>
  );
}
