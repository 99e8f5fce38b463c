import { Button } from "~/components/button";
import { CheckboxGroup, Switch } from "~/components/checkbox";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { useActionForm } from "~/components/use-action-form";
import {
  MAIL_KIND_TEXT,
  MAIL_PREFERENCES_TEXT,
  REFUSABLE_MAIL_KINDS,
  type RefusableMailKind,
} from "../kinds";
import { mailPreferencesSchema } from "../schema";

/** One switch per kind of mail a member may refuse, saved together. */
export function MailPreferencesForm({
  preferences,
}: {
  preferences: Record<RefusableMailKind, boolean>;
}) {
  const form = useActionForm({
    schema: mailPreferencesSchema,
    successToast: MAIL_PREFERENCES_TEXT.saved,
    failureToast: true,
  });
  return (
    <form.fetcher.Form {...form.formProps}>
      <div className={layout.stack}>
        <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>{MAIL_PREFERENCES_TEXT.intro}</p>
        <CheckboxGroup label="E-mails the gallery may send you">
          {REFUSABLE_MAIL_KINDS.map((kind) => (
            <Switch
              key={kind}
              name={kind}
              label={MAIL_KIND_TEXT[kind].label}
              description={MAIL_KIND_TEXT[kind].description}
              defaultChecked={preferences[kind]}
            />
          ))}
        </CheckboxGroup>
        <Button type="submit" loading={form.pending} disabled={form.pending}>
          {MAIL_PREFERENCES_TEXT.save}
        </Button>
      </div>
    </form.fetcher.Form>
  );
}
