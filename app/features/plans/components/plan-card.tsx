import { Badge, Button, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import { IconEye, IconLayoutBoard, IconPhoto, IconStar } from "@tabler/icons-react";
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
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      padding="xl"
      className={classes.card}
      data-popular={plan.isPopular ? "true" : undefined}
      data-current={isCurrent ? "true" : undefined}
    >
      <Stack gap="lg" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} id={titleId} className={classes.name}>
            {plan.name}
          </Title>
          <Group gap={6} wrap="nowrap">
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
          </Group>
        </Group>
        <div>
          <Text component="p" className={classes.price}>
            {plan.price}
          </Text>
          <Text component="p" size="sm" c="dimmed" m={0}>
            {plan.period}
          </Text>
        </div>
        <List
          spacing="sm"
          center
          listStyleType="none"
          className={classes.allowances}
          aria-label={`What the ${plan.name} plan includes`}
        >
          {plan.allowances.map((allowance) => {
            const Icon = ALLOWANCE_ICONS[allowance.key as keyof typeof ALLOWANCE_ICONS] ?? IconStar;
            return (
              <List.Item
                key={allowance.key}
                icon={
                  <ThemeIcon size={26} radius="xl" variant="light">
                    <Icon size={15} aria-hidden="true" />
                  </ThemeIcon>
                }
              >
                {allowance.label}
              </List.Item>
            );
          })}
        </List>
        <Button
          fullWidth
          size="md"
          mt="auto"
          variant={plan.isPopular ? "filled" : "light"}
          disabled={isCurrent}
          onClick={onSubscribe}
          aria-label={isCurrent ? `${plan.name} is your current plan` : `Subscribe to ${plan.name}`}
        >
          {isCurrent ? "Your Current Plan" : "Subscribe"}
        </Button>
      </Stack>
    </Card>
  );
}
