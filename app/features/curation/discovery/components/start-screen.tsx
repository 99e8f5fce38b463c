import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconHandFinger, IconPlayerPlay } from "@tabler/icons-react";
import type { ReactNode } from "react";
import layout from "~/components/layout.module.css";
import { SLIDE_INTERVAL } from "../slides";
import { DISCOVERY_TEXTS, type DiscoveryModeKind } from "./discovery-texts";

export type StartSettings = { seconds: number | string; showQr: boolean };

/** Where the first page stands: still streaming, failed, empty, or ready with `total` works. */
export type FirstPageStatus =
  | { kind: "loading" }
  | { kind: "failed"; retrying: boolean }
  | { kind: "ready"; total: number };

/** The two ways in, or why there is none yet. */
export function ModeButtons({
  status,
  onStart,
  onRetry,
}: {
  status: FirstPageStatus;
  onStart: (mode: DiscoveryModeKind) => void;
  onRetry: () => void;
}) {
  if (status.kind === "failed") {
    return (
      <Alert color="red" title={DISCOVERY_TEXTS.loadFailed} role="alert">
        <Button mt="xs" variant="default" onClick={onRetry} loading={status.retrying}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (status.kind === "ready" && status.total === 0) {
    return (
      <Text fw={600} role="status">
        {DISCOVERY_TEXTS.empty}
      </Text>
    );
  }
  const loading = status.kind === "loading";
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button
          size="md"
          leftSection={<IconHandFinger size={18} aria-hidden />}
          loading={loading}
          onClick={() => onStart("manual")}
          data-start="manual"
        >
          Manual Navigation
        </Button>
        <Button
          size="md"
          variant="light"
          leftSection={<IconPlayerPlay size={18} aria-hidden />}
          loading={loading}
          onClick={() => onStart("auto")}
          data-start="auto"
        >
          Auto Slideshow
        </Button>
      </Group>
      {status.kind === "ready" ? (
        <Text size="sm" c="dimmed">
          {status.total === 1 ? "1 artwork" : `${status.total} artworks`} to discover today.
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The start screen, inside the page: what Discovery Mode is, the slideshow's
 * interval and the QR option, and the mode buttons (`buttons`, which wait for
 * the first page while the settings can already be changed).
 */
export function StartScreen({
  settings,
  onSettings,
  buttons,
}: {
  settings: StartSettings;
  onSettings: (settings: StartSettings) => void;
  buttons: ReactNode;
}) {
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>Discovery Mode</Title>
        <Text c="dimmed">
          A full-screen slideshow of the gallery's available artworks, one at a time, in an order
          shared fairly among the artists. Click a picture to open its artwork page.
        </Text>
      </Stack>
      <Paper withBorder radius="md" className={layout.panel}>
        <Stack gap="md">
          <NumberInput
            label="Seconds per artwork"
            description="How long each artwork stays on screen in the auto slideshow."
            min={SLIDE_INTERVAL.min}
            max={SLIDE_INTERVAL.max}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="blur"
            value={settings.seconds}
            onChange={(seconds) => onSettings({ ...settings, seconds })}
            maw={220}
          />
          <Checkbox
            label="Show QR codes on artworks"
            checked={settings.showQr}
            onChange={(event) => onSettings({ ...settings, showQr: event.currentTarget.checked })}
          />
          {buttons}
          <Text size="sm" c="dimmed">
            Move with the arrow keys, the on-screen arrows or a swipe; press Escape to leave.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
