import { IconCheck } from "@tabler/icons-react";
import { unstyledButton } from "~/components/button";
import classes from "./checkout.module.css";

/**
 * Where the buyer is in the checkout: the steps in order, the current one
 * marked `aria-current="step"`. A step already done is a button that goes
 * back to it; the steps ahead are reached with Continue only. On a phone only
 * the numbers show; each step keeps its name for screen readers.
 */
export function CheckoutSteps({
  titles,
  active,
  onStepClick,
}: {
  titles: readonly string[];
  active: number;
  onStepClick: (step: number) => void;
}) {
  return (
    <nav aria-label="Checkout steps">
      <ol className={classes.steps}>
        {titles.map((title, index) => {
          const done = index < active;
          const content = (
            <>
              <span className={classes.stepIcon} aria-hidden="true">
                {done ? <IconCheck size={18} stroke={3} /> : index + 1}
              </span>
              <span className={classes.stepLabel}>
                <span className={classes.phoneLabel}>Step {index + 1}: </span>
                {title}
              </span>
            </>
          );
          return (
            <li
              key={title}
              className={classes.step}
              data-state={done ? "done" : index === active ? "current" : "next"}
              aria-current={index === active ? "step" : undefined}
            >
              {done ? (
                <button
                  type="button"
                  className={`${unstyledButton} ${classes.stepBody}`}
                  onClick={() => onStepClick(index)}
                >
                  {content}
                </button>
              ) : (
                <span className={classes.stepBody}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
