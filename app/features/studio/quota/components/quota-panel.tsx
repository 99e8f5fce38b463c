import { Anchor, Paper, Progress, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import {
  artworkLimitMessage,
  overLimitLine,
  remainingUploadsLine,
} from "~/features/studio/quota/messages";
import type { ArtworkQuota } from "~/features/studio/quota/policy";

/** 'Artwork Uploads: X of Y used' above the upload form (R-quota-listings). */
export function QuotaPanel({ quota }: { quota: ArtworkQuota }) {
  const percent = quota.max > 0 ? Math.min(100, (quota.used / quota.max) * 100) : 100;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg={quota.atLimit ? "red.0" : "teal.0"}
      role="status"
      aria-label="Artwork uploads"
    >
      <Stack gap={6}>
        <Text fw={600}>
          Artwork Uploads: {quota.used} of {quota.max} used
        </Text>
        <Progress
          value={percent}
          color={quota.atLimit ? "red" : "teal"}
          aria-label={`${quota.used} of ${quota.max} artwork slots used`}
        />
        {quota.atLimit ? (
          <Text size="sm">
            {quota.used > quota.max
              ? overLimitLine(quota.used, quota.max)
              : artworkLimitMessage(quota.max)}{" "}
            <Anchor component={Link} to="/subscribe" fw={600}>
              View Subscription Plans
            </Anchor>
          </Text>
        ) : (
          <Text size="sm">{remainingUploadsLine(quota.remaining)}</Text>
        )}
      </Stack>
    </Paper>
  );
}
