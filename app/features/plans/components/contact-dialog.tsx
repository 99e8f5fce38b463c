import { IconMail } from "@tabler/icons-react";
import { Button } from "~/components/button";
import { Dialog } from "~/components/dialog";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import type { PlanCardView } from "~/features/plans/plan-cards";
import { subscribeMailto } from "~/features/plans/subscription-request";
import classes from "./plans.module.css";

/** Subscribing is arranged by e-mail: the dialog hands the visitor a ready-made message. */
export function ContactDialog({
  plan,
  contactEmail,
  member,
  onClose,
}: {
  plan: PlanCardView | null;
  contactEmail: string;
  member: { name: string; handle: string | null } | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      opened={plan !== null}
      onClose={onClose}
      title="Contact Us to Subscribe"
      closeLabel="Close dialog"
      className={classes.dialog}
    >
      {plan ? (
        <div className={classes.dialogBody}>
          <p className={text.plain}>
            Subscriptions are arranged by e-mail; there is no online payment. Write to us and we
            will set up the <strong>{plan.name}</strong> plan (
            {plan.isFree ? "always free" : `${plan.price} per month`}) on your account.
          </p>
          <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
            Our address is{" "}
            <a href={`mailto:${contactEmail}`} className={`${link.link} ${link.underlined}`}>
              {contactEmail}
            </a>
            .
          </p>
          <div className={classes.dialogActions}>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button
              href={subscribeMailto(contactEmail, plan.name, member)}
              leftSection={<IconMail size={18} aria-hidden="true" />}
            >
              Email Us About {plan.name}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
