import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import layout from "~/components/layout.module.css";
import { mayAddSpace, type SpaceQuota, spaceLimitMessage } from "../policy";

/** Pieces of the space form: a titled section, and the slots panel above a new space. */

export function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" className={layout.panel} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** The slots above the upload form; at the limit, the spec's refusal and the plans (R-quota-spaces). */
export function SpaceQuotaPanel({ quota }: { quota: SpaceQuota }) {
  const atLimit = !mayAddSpace(quota);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg={atLimit ? "red.0" : "teal.0"}
      role="status"
      aria-label="Curator space slots"
    >
      <Stack gap={6}>
        <Text fw={600}>
          Curator Spaces: {quota.used} of {quota.max} used
        </Text>
        {atLimit ? (
          <Text size="sm">
            {spaceLimitMessage(quota.max)}{" "}
            <Anchor component={Link} to="/subscribe" fw={600} underline="always">
              View Subscription Plans
            </Anchor>
          </Text>
        ) : (
          <Text size="sm">
            You can add {quota.remaining} more space{quota.remaining === 1 ? "" : "s"}.{" "}
            <Anchor component={Link} to="/subscribe" underline="always">
              Need more? See the plans
            </Anchor>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
