import { IconBuildingBank, IconCircleCheck } from "@tabler/icons-react";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/badge";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import { ThemeIcon } from "~/components/theme-icon";
import { formatCents } from "~/lib/format";
import type { PayoutSummary } from "../payouts";
import classes from "./payouts-panel.module.css";

const ID = "payouts-panel";

function Figure({ label, cents }: { label: string; cents: number }) {
  return (
    <div className={classes.figure}>
      <dt className={`${text.sm} ${text.dimmed}`}>{label}</dt>
      <dd className={`${text.lg} ${text.strong}`}>{formatCents(cents)}</dd>
    </div>
  );
}

/**
 * The dashboard's payouts panel (Stripe Connect): "Get paid" until the
 * member's payout account takes transfers, with what is waiting for them;
 * then "Payouts on" and what was transferred.
 */
export function PayoutsPanel({ payouts }: { payouts: PayoutSummary }) {
  const active = payouts.status === "active";
  return (
    <section aria-labelledby={ID} className={`${layout.paper} ${layout.panel} ${classes.panel}`}>
      <ThemeIcon
        size={44}
        radius="xl"
        variant="light"
        color={active ? "teal" : "yellow"}
        aria-hidden
      >
        {active ? <IconCircleCheck size={24} /> : <IconBuildingBank size={24} />}
      </ThemeIcon>
      <div
        className={`${layout.stack} ${classes.body}`}
        style={{ "--gap": "var(--spacing-xs)" } as CSSProperties}
      >
        <div className={layout.row} style={{ "--gap": "var(--spacing-xs)" } as CSSProperties}>
          <h2 className={`${text.title} ${text.h4}`} id={ID}>
            {active ? "Payouts" : "Get paid"}
          </h2>
          {active ? <Badge color="teal">Payouts on</Badge> : null}
        </div>
        {active ? (
          <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
            Your share of each sale, lease and royalty is transferred to your Stripe account, and
            Stripe pays it out to your bank.{" "}
            <Link to="/artist/earnings" className={`${link.link} ${link.underlined} focus-ring`}>
              See your earnings statement
            </Link>
          </p>
        ) : (
          <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
            {payouts.waitingCents > 0 ? (
              <>
                <strong className={text.strong}>{formatCents(payouts.waitingCents)}</strong> is
                waiting for you.{" "}
              </>
            ) : null}
            {payouts.status === "incomplete"
              ? "Finish setting up payouts with Stripe: your share of each sale, lease and royalty is then transferred to your account."
              : "Set up payouts with Stripe to receive your share of each sale, lease and royalty. Stripe asks for your bank details and confirms who you are; it takes a few minutes."}
          </p>
        )}
        <dl className={classes.figures}>
          {payouts.paidCents > 0 || active ? (
            <Figure label="Transferred" cents={payouts.paidCents} />
          ) : null}
          {payouts.onItsWayCents > 0 ? (
            <Figure label="On its way" cents={payouts.onItsWayCents} />
          ) : null}
          {active && payouts.waitingCents > 0 ? (
            <Figure label="Waiting" cents={payouts.waitingCents} />
          ) : null}
        </dl>
      </div>
      {active ? null : (
        // A plain link: Stripe's hosted page is another site (see routes/artist-payouts.ts).
        <Button
          href="/artist/payouts"
          className={classes.action}
          leftSection={<IconBuildingBank size={16} aria-hidden />}
        >
          Get paid
        </Button>
      )}
    </section>
  );
}
