import { IconInfoCircle } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { Columns } from "~/components/columns";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import { ThemeIcon } from "~/components/theme-icon";
import { showToast } from "~/components/toast";
import { type PlanCardView, type PlanForDisplay, planCardView } from "~/features/plans/plan-cards";
import { ContactDialog } from "./contact-dialog";
import { PlanCard } from "./plan-card";
import classes from "./plans.module.css";

export const SIGN_IN_TO_SUBSCRIBE = "Please sign in to subscribe";
export const PLANS_FAILED = "Failed to load subscription plans";

export function PlansPage({
  plans,
  currentPlanName,
  member,
  contactEmail,
  loadFailed,
}: {
  plans: PlanForDisplay[];
  /** The signed-in member's plan; null for visitors. */
  currentPlanName: string | null;
  member: { name: string; handle: string | null } | null;
  contactEmail: string;
  loadFailed: boolean;
}) {
  const cards = useMemo(() => plans.map(planCardView), [plans]);
  const [chosen, setChosen] = useState<PlanCardView | null>(null);

  useEffect(() => {
    if (loadFailed) showToast(PLANS_FAILED, "red");
  }, [loadFailed]);

  function subscribe(plan: PlanCardView) {
    if (!member) {
      showToast(SIGN_IN_TO_SUBSCRIBE, "blue");
      return;
    }
    setChosen(plan);
  }

  return (
    <div className={`${layout.stack} ${classes.page}`}>
      <div className={`${layout.stack} ${classes.header}`}>
        <p className={`${text.plain} ${classes.eyebrow}`}>Plans and Pricing</p>
        <h1 className={`${text.title} ${classes.title}`}>Subscription Plans</h1>
        <p className={`${text.plain} ${text.lg} ${classes.muted}`}>
          Every plan lists your artwork and lets you reveal artists' contact details. Choose more
          listings, reveals, promotion stars and curator spaces as you grow.
        </p>
        {currentPlanName ? (
          <p className={`${text.plain} ${text.strong} ${classes.current}`}>
            Your current plan: {currentPlanName}
          </p>
        ) : (
          <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
            Already a member?{" "}
            <Link
              to="/login?redirectTo=%2Fsubscribe"
              className={`${link.link} ${link.sm} ${link.underlined}`}
            >
              Sign in
            </Link>{" "}
            to subscribe.
          </p>
        )}
      </div>

      {cards.length > 0 ? (
        <Columns cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {cards.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              isCurrent={plan.name === currentPlanName}
              onSubscribe={() => subscribe(plan)}
            />
          ))}
        </Columns>
      ) : (
        <p className={`${text.plain} ${text.dimmed} ${classes.centered}`}>
          No plans are offered right now. Please check back soon.
        </p>
      )}

      <div className={classes.note}>
        <ThemeIcon variant="light" radius="xl" size={36}>
          <IconInfoCircle size={20} aria-hidden="true" />
        </ThemeIcon>
        <div className={classes.noteText}>
          <h2 className={`${text.title} ${text.h4}`}>How subscribing works</h2>
          <p className={`${text.plain} ${text.sm} ${classes.muted}`}>
            There is no online payment. Choose a plan and e-mail us at{" "}
            <a
              href={`mailto:${contactEmail}`}
              className={`${link.link} ${link.sm} ${link.underlined}`}
            >
              {contactEmail}
            </a>
            ; we set it up on your account. Reveals and promotion stars renew every month. To change
            or cancel, write to us the same way.
          </p>
        </div>
      </div>

      <ContactDialog
        plan={chosen}
        contactEmail={contactEmail}
        member={member}
        onClose={() => setChosen(null)}
      />
    </div>
  );
}
