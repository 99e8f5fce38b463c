import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { Columns } from "~/components/columns";
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
    <Stack gap={48} className={classes.page}>
      <Stack gap="sm" className={classes.header}>
        <Text className={classes.eyebrow}>Plans and Pricing</Text>
        <Title order={1} className={classes.title}>
          Subscription Plans
        </Title>
        <Text size="lg" c="gray.7">
          Every plan lists your artwork and lets you reveal artists' contact details. Choose more
          listings, reveals, promotion stars and curator spaces as you grow.
        </Text>
        {currentPlanName ? (
          <Text fw={600} c="teal.8">
            Your current plan: {currentPlanName}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            Already a member?{" "}
            <Anchor
              component={Link}
              to="/login?redirectTo=%2Fsubscribe"
              size="sm"
              underline="always"
            >
              Sign in
            </Anchor>{" "}
            to subscribe.
          </Text>
        )}
      </Stack>

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
        <Text ta="center" c="dimmed">
          No plans are offered right now. Please check back soon.
        </Text>
      )}

      <Group gap="md" wrap="nowrap" align="flex-start" className={classes.note}>
        <ThemeIcon variant="light" radius="xl" size={36}>
          <IconInfoCircle size={20} aria-hidden="true" />
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={2} size="h4">
            How subscribing works
          </Title>
          <Text size="sm" c="gray.7">
            There is no online payment. Choose a plan and e-mail us at{" "}
            <Anchor href={`mailto:${contactEmail}`} size="sm" underline="always">
              {contactEmail}
            </Anchor>
            ; we set it up on your account. Reveals and promotion stars renew every month. To change
            or cancel, write to us the same way.
          </Text>
        </Stack>
      </Group>

      <ContactDialog
        plan={chosen}
        contactEmail={contactEmail}
        member={member}
        onClose={() => setChosen(null)}
      />
    </Stack>
  );
}
