import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconCalendarX, IconShoppingBagX } from "@tabler/icons-react";
import { Link } from "react-router";
import layout from "~/components/layout.module.css";
import { ThemeIcon } from "~/components/theme-icon";
import type { CheckoutOffer } from "~/features/commerce/checkout/checkout-view";
import type { CheckoutType } from "~/features/commerce/checkout/schema";

/**
 * 'Not Available for Purchase' (offering Lease Instead), 'Not Available for
 * Lease' (offering Purchase Instead), and a lease that cannot be extended
 * (offering a lease of other dates).
 */
export function CheckoutUnavailable({ view, type }: { view: CheckoutOffer; type: CheckoutType }) {
  if (view.status === "not-extendable") return <ExtensionUnavailable view={view} />;
  const purchase = type === "purchase";
  const alternative = purchase ? view.canLease : view.canPurchase;
  return (
    <Stack align="center" gap="md" className={layout.roomy} ta="center">
      <ThemeIcon size={72} radius="xl" variant="light" color="gray">
        <IconShoppingBagX size={38} aria-hidden />
      </ThemeIcon>
      <Title order={1}>{purchase ? "Not Available for Purchase" : "Not Available for Lease"}</Title>
      <Text c="dimmed" maw={480} size="lg">
        <strong>{view.artwork.title}</strong>
        {view.reason ? ` — ${view.reason}` : ""}
      </Text>
      <Group justify="center" gap="sm" mt="xs">
        {alternative ? (
          <Button
            component={Link}
            to={`/checkout/${view.artwork.id}?type=${purchase ? "lease" : "purchase"}`}
          >
            {purchase ? "Lease Instead" : "Purchase Instead"}
          </Button>
        ) : null}
        <Button component={Link} to={`/artwork/${view.artwork.id}`} variant="default">
          Back to Artwork
        </Button>
      </Group>
    </Stack>
  );
}

/** R-lease-extension: why the lease asked for cannot be extended. */
function ExtensionUnavailable({ view }: { view: CheckoutOffer }) {
  return (
    <Stack align="center" gap="md" className={layout.roomy} ta="center">
      <ThemeIcon size={72} radius="xl" variant="light" color="gray">
        <IconCalendarX size={38} aria-hidden />
      </ThemeIcon>
      <Title order={1}>Lease Cannot Be Extended</Title>
      <Text c="dimmed" maw={480} size="lg">
        <strong>{view.artwork.title}</strong>
        {view.reason ? ` — ${view.reason}` : ""}
      </Text>
      <Group justify="center" gap="sm" mt="xs">
        <Button component={Link} to={`/checkout/${view.artwork.id}?type=lease`}>
          Lease Other Dates
        </Button>
        <Button component={Link} to="/profile" variant="default">
          My Profile
        </Button>
      </Group>
    </Stack>
  );
}
