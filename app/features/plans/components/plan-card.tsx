import { IconEye, IconLayoutBoard, IconPhoto, IconStar } from "@tabler/icons-react";
import { Badge } from "~/components/badge";
import { Button } from "~/components/button";
import text from "~/components/text.module.css";
import { ThemeIcon } from "~/components/theme-icon";
import type { PlanCardView } from "~/features/plans/plan-cards";
import classes from "./plans.module.css";

const ALLOWANCE_ICONS = {
  reveals: IconEye,
  stars: IconStar,
  artworks: IconPhoto,
  spaces: IconLayoutBoard,
} as const;

export function PlanCard({
  plan,
  isCurrent,
  onSubscribe,
}: {
  plan: PlanCardView;
  isCurrent: boolean;
  onSubscribe: () => void;
}) {
  const titleId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={classes.card}
      data-popular={plan.isPopular ? "true" : undefined}
      data-current={isCurrent ? "true" : undefined}
    >
      <div className={classes.cardTop}>
        <h2 id={titleId} className={`${text.title} ${classes.name}`}>
          {plan.name}
        </h2>
        <div className={classes.badges}>
          {isCurrent ? (
            <Badge color="dark" variant="filled">
              Current Plan
            </Badge>
          ) : null}
          {plan.isPopular ? (
            <Badge color="orange" variant="filled" className={classes.popular}>
              Popular
            </Badge>
          ) : null}
        </div>
      </div>
      <div>
        <p className={classes.price}>{plan.price}</p>
        <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>{plan.period}</p>
      </div>
      <ul className={classes.allowances} aria-label={`What the ${plan.name} plan includes`}>
        {plan.allowances.map((allowance) => {
          const Icon = ALLOWANCE_ICONS[allowance.key as keyof typeof ALLOWANCE_ICONS] ?? IconStar;
          return (
            <li key={allowance.key} className={classes.allowance}>
              <ThemeIcon size={26} radius="xl" variant="light">
                <Icon size={15} aria-hidden="true" />
              </ThemeIcon>
              <span>{allowance.label}</span>
            </li>
          );
        })}
      </ul>
      <Button
        fullWidth
        size="md"
        className={classes.subscribe}
        variant={plan.isPopular ? "filled" : "light"}
        disabled={isCurrent}
        onClick={onSubscribe}
        aria-label={isCurrent ? `${plan.name} is your current plan` : `Subscribe to ${plan.name}`}
      >
        {isCurrent ? "Your Current Plan" : "Subscribe"}
      </Button>
    </article>
  );
}
