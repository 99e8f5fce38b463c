import text from "~/components/text.module.css";
import { formatCount } from "~/lib/format";
import { ReasonDialog } from "../../components/reason-dialog";
import {
  type AdminSubscriptionRow,
  memberName,
  refillAllowancesSchema,
  SUBSCRIPTION_MESSAGES,
} from "../schema";

/**
 * R-admin-allowance-refill: sets an active subscription's member's reveals and
 * promotion stars back to the plan's, with a reason the audit trail keeps
 * beside the values before and after. The server requires the reason too.
 */
export function RefillAllowancesDialog({
  subscription,
  onClose,
}: {
  subscription: AdminSubscriptionRow | null;
  onClose: () => void;
}) {
  return (
    <ReasonDialog
      row={subscription}
      title={(row) => (row ? `Refill Allowances: ${memberName(row)}` : "Refill Allowances")}
      onClose={onClose}
      form={(row) => {
        const name = memberName(row);
        return {
          intent: "refill",
          hidden: { subscriptionId: row.id },
          schema: refillAllowancesSchema,
          successToast: SUBSCRIPTION_MESSAGES.refilled(name),
          failureToast: true,
          explanation: (
            <p className={`${text.plain} ${text.sm}`}>
              Sets {name}'s contact reveals to{" "}
              <strong>{formatCount(row.revealsPerMonth ?? 0, "reveal", "reveals")}</strong> and
              promotion stars to{" "}
              <strong>{formatCount(row.promotionStars ?? 0, "star", "stars")}</strong>, the{" "}
              {row.planName ?? SUBSCRIPTION_MESSAGES.unknownPlan} plan's monthly values, now. The
              renewal date does not change.
            </p>
          ),
          reasonLabel: "Reason for the refill",
          reasonDescription: "Kept in the audit trail with the values before and after.",
          maxReason: 500,
          submitLabel: "Refill Allowances",
          busyLabel: "Refilling...",
        };
      }}
    />
  );
}
