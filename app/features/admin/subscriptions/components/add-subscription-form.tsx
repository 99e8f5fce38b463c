import {
  Alert,
  Avatar,
  Button,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconSearch, IconX } from "@tabler/icons-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import layout from "~/components/layout.module.css";
import { showToast } from "~/components/toast";
import { imageUrl } from "~/features/media";
import type { ActionFailure } from "~/lib/errors";
import { useActionResult } from "~/lib/http/use-action-result";
import {
  type AdminPlanOption,
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

export type AddSubscriptionResult = { ok: true; name: string; created: boolean } | ActionFailure;

/** The address of the admins-only member search. */
export const USER_SEARCH_PATH = "/api/admin/users";

/**
 * R-admin-subscription-add: find a member (from 2 characters, 500 ms after the
 * last key, up to 10 by name or handle), choose a plan, 'Add Subscription'. A
 * member's active subscription is moved to the plan instead of a second added.
 */
export function AddSubscriptionForm({ plans }: { plans: AdminPlanOption[] }) {
  const search = useFetcher<UserSearchAnswer>();
  const fetcher = useFetcher<AddSubscriptionResult>();
  const resultsId = useId();
  const [text, setText] = useState("");
  const [debounced] = useDebouncedValue(text.trim(), USER_SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<MemberSearchResult | null>(null);
  const [planId, setPlanId] = useState("");
  const [formError, setFormError] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";
  const searchLoad = search.load;

  useEffect(() => {
    if (selected || debounced.length < USER_SEARCH_MIN) return;
    searchLoad(`${USER_SEARCH_PATH}?${new URLSearchParams({ q: debounced })}`);
  }, [debounced, selected, searchLoad]);

  useActionResult(search, (answer) => {
    if (!answer.ok) showToast(answer.error || SUBSCRIPTION_MESSAGES.searchFailed, "red");
  });

  useActionResult(fetcher, (answer) => {
    if (answer.ok) {
      showToast(SUBSCRIPTION_MESSAGES.created(answer.name));
      setSelected(null);
      setText("");
      setPlanId("");
      setFormError(null);
    } else {
      setFormError(answer.error);
      showToast(answer.error || SUBSCRIPTION_MESSAGES.createFailed, "red");
    }
  });

  const typed = text.trim();
  const showResults = !selected && typed.length >= USER_SEARCH_MIN;
  const waiting = showResults && (typed !== debounced || search.state !== "idle");
  const users = search.data?.ok ? search.data.users : [];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!selected || !planId) {
      setFormError(SUBSCRIPTION_MESSAGES.bothRequired);
      showToast(SUBSCRIPTION_MESSAGES.bothRequired, "red");
      return;
    }
    setFormError(null);
    fetcher.submit(event.currentTarget, { method: "post" });
  }

  return (
    <Paper withBorder radius="md" className={layout.panel}>
      <fetcher.Form method="post" noValidate onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="userId" value={selected?.id ?? ""} />
        <Stack gap="md">
          <Title order={2} size="h3">
            Add New Subscription
          </Title>
          {formError ? (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          ) : null}
          <div className={classes.layout}>
            <div className={classes.main}>
              {selected ? (
                <Stack gap={4}>
                  <Text size="sm" fw={500} component="p" m={0}>
                    User
                  </Text>
                  <Group
                    gap="sm"
                    wrap="nowrap"
                    p="xs"
                    style={{
                      border: "1px solid var(--mantine-color-default-border)",
                      borderRadius: "var(--mantine-radius-sm)",
                    }}
                  >
                    <MemberLine member={selected} />
                    <Button
                      variant="subtle"
                      size="xs"
                      ml="auto"
                      leftSection={<IconX size={14} aria-hidden />}
                      onClick={() => {
                        setSelected(null);
                        setText("");
                      }}
                    >
                      Change
                    </Button>
                  </Group>
                </Stack>
              ) : (
                <Stack gap={6}>
                  <TextInput
                    label="User"
                    description="Type at least 2 letters of a name or handle"
                    placeholder="Search users..."
                    type="search"
                    autoComplete="off"
                    value={text}
                    onChange={(event) => setText(event.currentTarget.value)}
                    leftSection={<IconSearch size={16} aria-hidden />}
                    rightSection={waiting ? <Loader size="xs" aria-hidden /> : null}
                    aria-controls={showResults ? resultsId : undefined}
                    maxLength={USER_SEARCH_MAX}
                  />
                  {showResults ? (
                    <div id={resultsId} aria-live="polite">
                      {waiting ? (
                        <Text size="sm" c="dimmed">
                          {SUBSCRIPTION_MESSAGES.searching}
                        </Text>
                      ) : users.length === 0 ? (
                        <Text size="sm" c="dimmed">
                          {SUBSCRIPTION_MESSAGES.noUsers}
                        </Text>
                      ) : (
                        <Stack
                          gap={2}
                          component="ul"
                          aria-label="Users found"
                          style={{ listStyle: "none", margin: 0, padding: 0 }}
                        >
                          {users.map((member) => (
                            <li key={member.id}>
                              <UnstyledButton
                                onClick={() => setSelected(member)}
                                w="100%"
                                p="xs"
                                style={{
                                  borderRadius: "var(--mantine-radius-sm)",
                                  border: "1px solid var(--mantine-color-default-border)",
                                }}
                                aria-label={`Choose ${memberName(member)} (@${member.handle})`}
                              >
                                <MemberLine member={member} />
                              </UnstyledButton>
                            </li>
                          ))}
                        </Stack>
                      )}
                    </div>
                  ) : null}
                </Stack>
              )}
            </div>
            <div className={classes.aside}>
              <NativeSelect
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
            style={{ alignSelf: "flex-start" }}
          >
            {busy ? "Processing..." : "Add Subscription"}
          </Button>
        </Stack>
      </fetcher.Form>
    </Paper>
  );
}

function MemberLine({ member }: { member: MemberSearchResult }) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar
        src={member.avatarKey ? imageUrl(member.avatarKey, "avatar") : null}
        alt=""
        radius="xl"
        size="sm"
      />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {memberName(member)}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          @{member.handle} · {member.email ?? SUBSCRIPTION_MESSAGES.emailMissing}
        </Text>
      </Stack>
    </Group>
  );
}
