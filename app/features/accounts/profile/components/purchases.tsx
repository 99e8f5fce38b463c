import { IconShoppingBagX } from "@tabler/icons-react";
import { Link } from "react-router";
import { Badge } from "~/components/badge";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import { ThemeIcon } from "~/components/theme-icon";
import { formatLeasePeriod, LEASE_PHASE_LABEL } from "~/features/commerce";
import { formatCents, formatDate } from "~/lib/format";
import type { OwnTransaction } from "../own-profile";
import classes from "./purchases.module.css";

function statusText(status: string) {
  return status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, " ");
}

const small = `${text.plain} ${text.sm} ${text.dimmed}`;

/** The member's own purchases and leases, as the buyer or lessee. */
export function Purchases({ purchases }: { purchases: OwnTransaction[] }) {
  return (
    <section aria-labelledby="my-purchases" className={`${layout.paper} ${layout.panel}`}>
      <div className={layout.stack}>
        <h2 className={`${text.title} ${text.h3}`} id="my-purchases">
          My Purchases and Leases
        </h2>
        {purchases.length === 0 ? (
          <div className={`${layout.stack} ${classes.empty}`}>
            <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
              <IconShoppingBagX size={24} />
            </ThemeIcon>
            <p className={`${text.plain} ${text.strong}`}>No purchases or leases yet</p>
            <p className={`${small} ${classes.emptyText}`}>
              Artworks you buy or lease are listed here with their receipts.
            </p>
            <Link to="/search" className={`${link.link} ${link.sm} ${text.medium}`}>
              Browse Artwork
            </Link>
          </div>
        ) : (
          <ul className={classes.list}>
            {purchases.map((purchase) => (
              <li key={purchase.id} className={classes.item}>
                <div className={classes.what}>
                  {purchase.artworkId ? (
                    <Link
                      to={`/artwork/${purchase.artworkId}`}
                      className={`${link.link} ${link.strong}`}
                    >
                      {purchase.artworkTitle}
                    </Link>
                  ) : (
                    <p className={`${text.plain} ${text.strong}`}>{purchase.artworkTitle}</p>
                  )}
                  <p className={small}>
                    {purchase.type === "purchase" ? "Purchase" : "Lease"} ·{" "}
                    {formatDate(purchase.createdAt)}
                  </p>
                  {purchase.type === "lease" && purchase.leaseStartDate && purchase.leaseEndDate ? (
                    <p className={small}>
                      Leased{" "}
                      <span data-testid="lease-period">
                        {formatLeasePeriod({
                          startDate: purchase.leaseStartDate,
                          endDate: purchase.leaseEndDate,
                        })}
                      </span>
                      {purchase.leasePhase ? (
                        <>
                          {" · "}
                          <span className={classes.phase} data-testid="lease-phase">
                            {LEASE_PHASE_LABEL[purchase.leasePhase]}
                          </span>
                        </>
                      ) : null}
                    </p>
                  ) : null}
                  {purchase.extendLeaseId && purchase.artworkId ? (
                    <Link
                      to={`/checkout/${purchase.artworkId}?type=lease&extend=${purchase.extendLeaseId}`}
                      className={`${link.link} ${link.sm} ${text.medium} ${classes.extend}`}
                      aria-label={`Extend lease of ${purchase.artworkTitle}`}
                    >
                      Extend lease
                    </Link>
                  ) : null}
                </div>
                <div className={classes.amount}>
                  <p className={`${text.plain} ${classes.bold}`}>
                    {formatCents(purchase.amountCents)}
                  </p>
                  <Badge size="sm" color={purchase.status === "completed" ? "green" : "yellow"}>
                    {statusText(purchase.status)}
                  </Badge>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
