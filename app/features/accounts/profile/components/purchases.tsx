import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconShoppingBagX } from "@tabler/icons-react";
import { Link } from "react-router";
import layout from "~/components/layout.module.css";
import { ThemeIcon } from "~/components/theme-icon";
import { formatLeasePeriod, LEASE_PHASE_LABEL } from "~/features/commerce";
import { formatCents, formatDate } from "~/lib/format";
import type { OwnTransaction } from "../own-profile";

function statusText(status: string) {
  return status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, " ");
}

/** The member's own purchases and leases, as the buyer or lessee. */
export function Purchases({ purchases }: { purchases: OwnTransaction[] }) {
  return (
    <Paper
      component="section"
      aria-labelledby="my-purchases"
      withBorder
      radius="md"
      className={layout.panel}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="my-purchases">
          My Purchases and Leases
        </Title>
        {purchases.length === 0 ? (
          <Stack align="center" gap="xs" py="lg" ta="center">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
              <IconShoppingBagX size={24} />
            </ThemeIcon>
            <Text fw={600}>No purchases or leases yet</Text>
            <Text size="sm" c="dimmed" maw={380}>
              Artworks you buy or lease are listed here with their receipts.
            </Text>
            <Anchor component={Link} to="/search" size="sm" fw={500}>
              Browse Artwork
            </Anchor>
          </Stack>
        ) : (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
            {purchases.map((purchase) => (
              <Group
                key={purchase.id}
                component="li"
                justify="space-between"
                align="flex-start"
                wrap="nowrap"
                gap="sm"
                pb="sm"
                style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
              >
                <Stack gap={2} style={{ minWidth: 0 }}>
                  {purchase.artworkId ? (
                    <Anchor component={Link} to={`/artwork/${purchase.artworkId}`} fw={600}>
                      {purchase.artworkTitle}
                    </Anchor>
                  ) : (
                    <Text fw={600}>{purchase.artworkTitle}</Text>
                  )}
                  <Text size="sm" c="dimmed">
                    {purchase.type === "purchase" ? "Purchase" : "Lease"} ·{" "}
                    {formatDate(purchase.createdAt)}
                  </Text>
                  {purchase.type === "lease" && purchase.leaseStartDate && purchase.leaseEndDate ? (
                    <Text size="sm" c="dimmed">
                      Leased{" "}
                      <span data-testid="lease-period">
                        {formatLeasePeriod({
                          startDate: purchase.leaseStartDate,
                          endDate: purchase.leaseEndDate,
                        })}
                      </span>
                      {purchase.leasePhase ? (
                        <>
                          {" · "}
                          <Text span size="sm" fw={600} c="dark" data-testid="lease-phase">
                            {LEASE_PHASE_LABEL[purchase.leasePhase]}
                          </Text>
                        </>
                      ) : null}
                    </Text>
                  ) : null}
                  {purchase.extendLeaseId && purchase.artworkId ? (
                    <Anchor
                      component={Link}
                      to={`/checkout/${purchase.artworkId}?type=lease&extend=${purchase.extendLeaseId}`}
                      size="sm"
                      fw={500}
                      aria-label={`Extend lease of ${purchase.artworkTitle}`}
                      w="fit-content"
                    >
                      Extend lease
                    </Anchor>
                  ) : null}
                </Stack>
                <Stack gap={4} align="flex-end" style={{ flex: "none" }}>
                  <Text fw={700}>{formatCents(purchase.amountCents)}</Text>
                  <Badge
                    size="sm"
                    variant="light"
                    color={purchase.status === "completed" ? "green" : "yellow"}
                    styles={{
                      label: { color: purchase.status === "completed" ? "#1d5e2c" : "#6e4500" },
                    }}
                  >
                    {statusText(purchase.status)}
                  </Badge>
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
