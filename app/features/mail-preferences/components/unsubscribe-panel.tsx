import { Form, Link, useNavigation } from "react-router";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import {
  MAIL_KIND_TEXT,
  MAIL_PREFERENCES_PATH,
  MAIL_PREFERENCES_TEXT,
  type RefusableMailKind,
} from "../kinds";

export type UnsubscribeState =
  | { state: "ask"; kind: RefusableMailKind }
  | { state: "done"; kind: RefusableMailKind }
  | { state: "bad" };

/** The unsubscribe page's title for each state. */
export function unsubscribeTitle(state: UnsubscribeState["state"]) {
  if (state === "ask") return MAIL_PREFERENCES_TEXT.askTitle;
  if (state === "done") return MAIL_PREFERENCES_TEXT.doneTitle;
  return MAIL_PREFERENCES_TEXT.badTitle;
}

/**
 * What the unsubscribe link opens: the question and its button (a GET
 * changes nothing), the confirmation, or why the link does not work.
 */
export function UnsubscribePanel(props: UnsubscribeState) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div className={layout.stack}>
      {props.state === "ask" ? (
        <>
          <p className={text.plain}>
            We'll stop sending you {MAIL_KIND_TEXT[props.kind].these}. Receipts, sign-in codes and
            other e-mails about your account still go.
          </p>
          <Form method="post">
            <Button type="submit" loading={busy} disabled={busy} fullWidth>
              {MAIL_PREFERENCES_TEXT.confirm}
            </Button>
          </Form>
        </>
      ) : props.state === "done" ? (
        <Alert color="green" role="status">
          We won't send you {MAIL_KIND_TEXT[props.kind].these} any more. You can turn them on again
          on your preferences page.
        </Alert>
      ) : (
        <Alert color="red" role="alert">
          {MAIL_PREFERENCES_TEXT.badLink}
        </Alert>
      )}
      <p className={`${text.plain} ${text.sm}`}>
        <Link to={MAIL_PREFERENCES_PATH} className={`${link.link} ${link.underlined}`}>
          {MAIL_PREFERENCES_TEXT.manage}
        </Link>
      </p>
    </div>
  );
}
