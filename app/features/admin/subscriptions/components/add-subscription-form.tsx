import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconSearch, IconX } from "@tabler/icons-react";
import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Alert } from "~/components/alert";
import { Avatar } from "~/components/avatar";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import { Loader } from "~/components/loader";
import { SelectField } from "~/components/select-field";
import copy from "~/components/text.module.css";
import { TextInput } from "~/components/text-input";
import { showToast } from "~/components/toast";
import { useActionForm } from "~/components/use-action-form";
import { imageUrl } from "~/features/media";
import { useActionResult } from "~/lib/http/use-action-result";
import {
  type AdminPlanOption,
  addSubscriptionSchema,
  type MemberSearchResult,
  memberName,
  SUBSCRIPTION_MESSAGES,
  USER_SEARCH_DEBOUNCE_MS,
  USER_SEARCH_MAX,
  USER_SEARCH_MIN,
  type UserSearchAnswer,
} from "../schema";
import classes from "./add-subscription-form.module.css";
import { planLabel } from "./edit-subscription-dialog";

/** The address of the admins-only member search. */
export const USER_SEARCH_PATH = "/api/admin/users";

/**
 * R-admin-subscription-add: find a member (from 2 characters, 500 ms after the
 * last key, up to 10 by name or handle), choose a plan, 'Add Subscription'. A
 * member's active subscription is moved to the plan instead of a second added.
 */
export function AddSubscriptionForm({ plans }: { plans: AdminPlanOption[] }) {
  const search = useFetcher<UserSearchAnswer>();
  const resultsId = useId();
  const [text, setText] = useState("");
  const [debounced] = useDebouncedValue(text.trim(), USER_SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<MemberSearchResult | null>(null);
  const [planId, setPlanId] = useState("");
  const form = useActionForm<{ name: string }, typeof addSubscriptionSchema>({
    schema: addSubscriptionSchema,
    invalidMessage: SUBSCRIPTION_MESSAGES.bothRequired,
    invalidToast: true,
    successToast: (answer) => SUBSCRIPTION_MESSAGES.created(answer.name),
    failureToast: true,
    onSuccess: () => {
      setSelected(null);
      setText("");
      setPlanId("");
    },
  });
  const { fetcher, formError, pending: busy } = form;
  const searchLoad = search.load;

  useEffect(() => {
    if (selected || debounced.length < USER_SEARCH_MIN) return;
    searchLoad(`${USER_SEARCH_PATH}?${new URLSearchParams({ q: debounced })}`);
  }, [debounced, selected, searchLoad]);

  useActionResult(search, (answer) => {
    if (!answer.ok) showToast(answer.error || SUBSCRIPTION_MESSAGES.searchFailed, "red");
  });

  const typed = text.trim();
  const showResults = !selected && typed.length >= USER_SEARCH_MIN;
  const waiting = showResults && (typed !== debounced || search.state !== "idle");
  const users = search.data?.ok ? search.data.users : [];

  return (
    <div className={`${layout.paper} ${layout.panel}`}>
      <fetcher.Form {...form.formProps}>
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="userId" value={selected?.id ?? ""} />
        <div className={layout.stack}>
          <h2 className={`${copy.title} ${copy.h3}`}>Add New Subscription</h2>
          {formError ? (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          ) : null}
          <div className={classes.layout}>
            <div className={classes.main}>
              {selected ? (
                <div className={classes.chosen}>
                  <p className={`${copy.plain} ${copy.sm} ${copy.medium}`}>User</p>
                  <div className={`${layout.row} ${classes.chosenBox}`}>
                    <MemberLine member={selected} />
                    <Button
                      variant="subtle"
                      size="xs"
                      className={classes.change}
                      leftSection={<IconX size={14} aria-hidden />}
                      onClick={() => {
                        setSelected(null);
                        setText("");
                      }}
                    >
                      Change
                    </Button>
                  </div>
                </div>
              ) : (
                <div className={classes.search}>
                  <TextInput
                    type="search"
                    leftSection={<IconSearch size={16} aria-hidden />}
                    label="User"
                    description="Type at least 2 letters of a name or handle"
                    placeholder="Search users..."
                    autoComplete="off"
                    value={text}
                    onChange={(event) => setText(event.currentTarget.value)}
                    rightSection={
                      waiting ? (
                        <span aria-hidden="true">
                          <Loader size="xs" label="Searching" />
                        </span>
                      ) : null
                    }
                    aria-controls={showResults ? resultsId : undefined}
                    maxLength={USER_SEARCH_MAX}
                  />
                  {showResults ? (
                    <div id={resultsId} aria-live="polite">
                      {waiting ? (
                        <p className={`${copy.plain} ${copy.sm} ${copy.dimmed}`}>
                          {SUBSCRIPTION_MESSAGES.searching}
                        </p>
                      ) : users.length === 0 ? (
                        <p className={`${copy.plain} ${copy.sm} ${copy.dimmed}`}>
                          {SUBSCRIPTION_MESSAGES.noUsers}
                        </p>
                      ) : (
                        <ul className={classes.results} aria-label="Users found">
                          {users.map((member) => (
                            <li key={member.id}>
                              <button
                                type="button"
                                className={classes.choice}
                                onClick={() => setSelected(member)}
                                aria-label={`Choose ${memberName(member)} (@${member.handle})`}
                              >
                                <MemberLine member={member} />
                              </button>
                            </li>
                          ))}
                        </ul>
                      )}
                    </div>
                  ) : null}
                </div>
              )}
            </div>
            <div className={classes.aside}>
              <SelectField
                label="Plan"
                name="planId"
                value={planId}
                onChange={(event) => setPlanId(event.currentTarget.value)}
                data={[
                  { value: "", label: "Select a plan" },
                  ...plans.map((plan) => ({ value: plan.id, label: planLabel(plan) })),
                ]}
              />
            </div>
          </div>
          <Button
            type="submit"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={busy}
            className={classes.submit}
          >
            {busy ? "Processing..." : "Add Subscription"}
          </Button>
        </div>
      </fetcher.Form>
    </div>
  );
}

function MemberLine({ member }: { member: MemberSearchResult }) {
  return (
    <span className={classes.member}>
      <Avatar
        src={member.avatarKey ? imageUrl(member.avatarKey, "avatar") : null}
        color="gray"
        size={26}
        hidden
      />
      <span className={classes.memberText}>
        <span className={`${copy.sm} ${copy.strong} ${classes.name}`}>{memberName(member)}</span>
        <span className={`${copy.xs} ${copy.dimmed} ${classes.handle}`}>
          @{member.handle} · {member.email ?? SUBSCRIPTION_MESSAGES.emailMissing}
        </span>
      </span>
    </span>
  );
}
