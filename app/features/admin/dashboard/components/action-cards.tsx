import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import {
  IconCreditCard,
  IconHistory,
  IconInbox,
  IconListDetails,
  IconMailPlus,
  IconSettings,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Columns } from "~/components/columns";
import { ThemeIcon } from "~/components/theme-icon";

type Action = {
  title: string;
  description: string;
  icon: ReactNode;
  to?: string;
  button: string;
};

const ACTIONS: Action[] = [
  {
    title: "Manage Invitations",
    description: "Invite new members by e-mail and see who has registered.",
    icon: <IconMailPlus size={22} />,
    to: "/admin/invitations",
    button: "Manage Invitations",
  },
  {
    title: "Manage Subscriptions",
    description: "Change members' plans, statuses and renewal dates.",
    icon: <IconCreditCard size={22} />,
    to: "/admin/subscriptions",
    button: "Manage Subscriptions",
  },
  {
    title: "Plans",
    description: "Create plans, change their prices and limits, or retire them.",
    icon: <IconListDetails size={22} />,
    to: "/admin/plans",
    button: "Manage Plans",
  },
  {
    title: "Audit Trail",
    description: "Who changed what, when and why; sign-in limits and account events.",
    icon: <IconHistory size={22} />,
    to: "/admin/audit",
    button: "Open Audit Trail",
  },
  {
    title: "Outbox",
    description: "Read every e-mail the gallery has sent, with its links.",
    icon: <IconInbox size={22} />,
    to: "/admin/outbox",
    button: "Open Outbox",
  },
  {
    title: "System Settings",
    description: "Configure gallery-wide settings.",
    icon: <IconSettings size={22} />,
    button: "Coming Soon",
  },
];

export function ActionCards() {
  return (
    <Columns cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {ACTIONS.map((action) => (
        <Card key={action.title} withBorder radius="md" padding="lg">
          <Stack gap="sm" h="100%">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <ThemeIcon variant="light" size={42} radius="md" color={action.to ? "blue" : "gray"}>
                {action.icon}
              </ThemeIcon>
              {action.to ? null : (
                <Badge color="gray" c="gray.8" variant="light">
                  Coming Soon
                </Badge>
              )}
            </Group>
            <Title order={3} size="h4">
              {action.title}
            </Title>
            <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
              {action.description}
            </Text>
            {action.to ? (
              <Button component={Link} to={action.to} variant="light" fullWidth>
                {action.button}
              </Button>
            ) : (
              <Button variant="default" fullWidth disabled>
                {action.button}
              </Button>
            )}
          </Stack>
        </Card>
      ))}
    </Columns>
  );
}
