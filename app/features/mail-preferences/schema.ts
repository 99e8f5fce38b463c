import { z } from "zod";
import { REFUSABLE_MAIL_KINDS, type RefusableMailKind } from "./kinds";

/** The preferences form: a ticked switch sends its kind with "on"; an unticked one sends nothing. */
export const mailPreferencesSchema = z.object(
  Object.fromEntries(REFUSABLE_MAIL_KINDS.map((kind) => [kind, z.literal("on").optional()])) as {
    [Kind in RefusableMailKind]: z.ZodOptional<z.ZodLiteral<"on">>;
  },
);

export type MailPreferencesForm = z.infer<typeof mailPreferencesSchema>;

/** Each kind on or off, as the form says. */
export function preferencesFromForm(form: MailPreferencesForm) {
  return Object.fromEntries(
    REFUSABLE_MAIL_KINDS.map((kind) => [kind, form[kind] === "on"]),
  ) as Record<RefusableMailKind, boolean>;
}
