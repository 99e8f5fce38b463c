import { IconHandFinger, IconPlayerPlay } from "@tabler/icons-react";
import type { CSSProperties, ReactNode } from "react";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import { Checkbox } from "~/components/checkbox";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { TextInput } from "~/components/text-input";
import { clampInterval, SLIDE_INTERVAL } from "../slides";
import classes from "./discovery.module.css";
import { DISCOVERY_TEXTS, type DiscoveryModeKind } from "./discovery-texts";

export type StartSettings = { seconds: number | string; showQr: boolean };

/** Where the first page stands: still streaming, failed, empty, or ready with `total` works. */
export type FirstPageStatus =
  | { kind: "loading" }
  | { kind: "failed"; retrying: boolean }
  | { kind: "ready"; total: number };

const gap = (size: string) => ({ "--gap": size }) as CSSProperties;

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
        <Button
          className={classes.retry}
          variant="default"
          onClick={onRetry}
          loading={status.retrying}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  if (status.kind === "ready" && status.total === 0) {
    return (
      // biome-ignore lint/a11y/useSemanticElements: news about the page, not the result of a form (<output>)
      <p className={`${text.plain} ${text.strong}`} role="status">
        {DISCOVERY_TEXTS.empty}
      </p>
    );
  }
  const loading = status.kind === "loading";
  return (
    <div className={layout.stack} style={gap("var(--spacing-xs)")}>
      <div className={layout.row} style={gap("var(--spacing-sm)")}>
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
      </div>
      {status.kind === "ready" ? (
        <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
          {status.total === 1 ? "1 artwork" : `${status.total} artworks`} to discover today.
        </p>
      ) : null}
    </div>
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
    <div className={`${layout.stack} ${classes.start}`} style={gap("var(--spacing-lg)")}>
      <div className={layout.stack} style={gap("4px")}>
        <h1 className={`${text.title} ${text.h1}`}>Discovery Mode</h1>
        <p className={`${text.plain} ${text.dimmed}`}>
          A full-screen slideshow of the gallery's available artworks, one at a time, in an order
          shared fairly among the artists. Click a picture to open its artwork page.
        </p>
      </div>
      <div className={`${layout.paper} ${layout.panel}`}>
        <div className={layout.stack}>
          <TextInput
            label="Seconds per artwork"
            description="How long each artwork stays on screen in the auto slideshow."
            type="number"
            inputMode="numeric"
            min={SLIDE_INTERVAL.min}
            max={SLIDE_INTERVAL.max}
            step={1}
            value={settings.seconds}
            onChange={(event) => onSettings({ ...settings, seconds: event.currentTarget.value })}
            // Out of range or a fraction, it becomes the nearest whole number allowed on leaving.
            onBlur={() => {
              if (settings.seconds === "") return;
              const seconds = clampInterval(Number(settings.seconds));
              if (seconds !== Number(settings.seconds)) onSettings({ ...settings, seconds });
            }}
            className={classes.secondsField}
          />
          <Checkbox
            label="Show QR codes on artworks"
            checked={settings.showQr}
            onChange={(showQr) => onSettings({ ...settings, showQr })}
          />
          {buttons}
          <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
            Move with the arrow keys, the on-screen arrows or a swipe; press Escape to leave.
          </p>
        </div>
      </div>
    </div>
  );
}
