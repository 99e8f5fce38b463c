import { Group, Paper, Stack, Text } from "@mantine/core";
import { IconArrowsExchange, IconMailQuestion, IconPalette, IconUsers } from "@tabler/icons-react";
import { Columns } from "~/components/columns";
import { ThemeIcon } from "~/components/theme-icon";
import type { AdminCounts } from "../counts";

const numberFormat = new Intl.NumberFormat("en-US");

export function StatsGrid({ counts }: { counts: AdminCounts }) {
  const stats = [
    {
      label: "Total Users",
      value: counts.totalUsers,
      icon: <IconUsers size={22} />,
      color: "blue",
    },
    {
      label: "Total Artworks",
      value: counts.totalArtworks,
      icon: <IconPalette size={22} />,
      color: "grape",
    },
    {
      label: "Transactions",
      value: counts.transactions,
      icon: <IconArrowsExchange size={22} />,
      color: "teal",
    },
    {
      label: "Pending Invitations",
      value: counts.pendingInvitations,
      icon: <IconMailQuestion size={22} />,
      color: "orange",
    },
  ];
  return (
    <Columns cols={{ base: 2, md: 4 }} spacing={{ base: "sm", sm: "md" }}>
      {stats.map((stat) => (
        <Paper key={stat.label} withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Stack gap={4}>
              <Text size="sm" c="dimmed" fw={500}>
                {stat.label}
              </Text>
              <Text fz={28} fw={700} lh={1.1}>
                {numberFormat.format(stat.value)}
              </Text>
            </Stack>
            <ThemeIcon
              variant="light"
              color={stat.color}
              size={42}
              radius="md"
              aria-hidden
              visibleFrom="sm"
            >
              {stat.icon}
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </Columns>
  );
}
