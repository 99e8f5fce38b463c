import { useFocusTrap } from "@mantine/hooks";
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPause,
  IconPlayerPlay,
  IconX,
} from "@tabler/icons-react";
import {
  type ButtonHTMLAttributes,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { useNavigate } from "react-router";
import { Button, unstyledButton } from "~/components/button";
import layout from "~/components/layout.module.css";
import { Loader } from "~/components/loader";
import text from "~/components/text.module.css";
import { type DiscoveryPage, type DiscoverySlide, STAR_DWELL_MS } from "../slides";
import classes from "./discovery.module.css";
import { recordView, spendStar } from "./discovery-client";
import { DISCOVERY_TEXTS, type DiscoveryModeKind } from "./discovery-texts";
import { leaveFullscreen, useFullscreenExit } from "./fullscreen";
import { SlideImage } from "./slide-image";
import { SlideOverlay } from "./slide-overlay";
import { useDiscoverySlides, usePreload } from "./use-discovery-slides";
import { useSlideKeys, useSwipe } from "./use-slide-input";
import { useSlideTimer } from "./use-slide-timer";

/** Back one page, or home when the slideshow was the first page of the visit. */
function useLeave() {
  const navigate = useNavigate();
  const leaving = useRef(false);
  const leave = useCallback(() => {
    if (leaving.current) return;
    leaving.current = true;
    leaveFullscreen();
    const idx: unknown = window.history.state?.idx;
    if (typeof idx === "number" && idx > 0) navigate(-1);
    else navigate("/");
  }, [navigate]);
  /** The member opened the work's page: leave full screen, and let the link go. */
  const leaveForLink = useCallback(() => {
    leaving.current = true;
    leaveFullscreen();
  }, []);
  return { leave, leaveForLink };
}

/** A round dark button over the picture, named by `aria-label` (the slideshow has no tooltips). */
function RoundButton({
  className,
  size = "md",
  ...button
}: { size?: "md" | "lg" } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      {...button}
      className={[unstyledButton, classes.round, className].filter(Boolean).join(" ")}
      data-size={size}
    />
  );
}

/** Hover over the controls holds the auto slideshow (a touch is not a hover). */
function hoverHandlers(setHovered: (on: boolean) => void) {
  return {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== "touch") setHovered(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== "touch") setHovered(false);
    },
  };
}

/**
 * The active slideshow (R-discovery-stars): a dark layer over the whole
 * window. Each slide shown is recorded as a view; moving off a slide by hand
 * after looking at it for a second spends one of its owner's stars, moving
 * on by the timer never does.
 */
export function Slideshow({
  mode,
  seconds,
  showQr,
  first,
  visitStart,
}: {
  mode: DiscoveryModeKind;
  seconds: number;
  showQr: boolean;
  first: DiscoveryPage;
  visitStart: string;
}) {
  const [index, setIndex] = useState(0);
  const { slides, total, failed, retry } = useDiscoverySlides(first, visitStart, index);
  const current = slides.get(index);
  const [shown, setShown] = useState<DiscoverySlide | null>(null);
  const [hovered, setHovered] = useState(false);
  const [held, setHeld] = useState(false);
  const onScreen = useRef<{ id: string; at: number; spent: boolean } | null>(null);
  const trapRef = useFocusTrap(true);
  const { leave, leaveForLink } = useLeave();
  const auto = mode === "auto";

  usePreload([
    total > 1 ? slides.get((index + 1) % total) : undefined,
    total > 1 && !auto ? slides.get((index - 1 + total) % total) : undefined,
  ]);

  // Works sold during the visit can shorten the order under the member.
  useEffect(() => {
    if (total > 0 && index >= total) setIndex(total - 1);
  }, [index, total]);

  const shownId = shown?.id ?? null;
  useEffect(() => {
    if (!shownId) return;
    recordView(shownId);
    onScreen.current = { id: shownId, at: Date.now(), spent: false };
  }, [shownId]);

  const move = useCallback(
    (step: 1 | -1, byHand: boolean) => {
      if (total === 0) return;
      const looked = onScreen.current;
      if (byHand && looked && !looked.spent && Date.now() - looked.at >= STAR_DWELL_MS) {
        looked.spent = true;
        spendStar(looked.id);
      }
      setIndex((at) => (at + step + total) % total);
    },
    [total],
  );
  const previous = useCallback(() => move(-1, true), [move]);
  const next = useCallback(() => move(1, true), [move]);

  useSlideKeys({ previous, next, leave });
  useFullscreenExit(leave);
  const swipe = useSwipe({ previous, next });

  const ready = current !== undefined && current.id === shownId;
  useSlideTimer(auto && ready && !hovered && !held && total > 1, seconds, `${index}`, () =>
    move(1, false),
  );

  const paused = auto && (hovered || held);
  const position = total > 0 ? `${index + 1} of ${total}` : "";
  const hover = hoverHandlers(setHovered);

  return (
    <div
      ref={trapRef}
      className={classes.stage}
      role="dialog"
      aria-modal="true"
      aria-label="Discovery Mode"
      data-mode={mode}
      data-index={index}
      data-ready={ready || undefined}
      {...swipe.handlers}
    >
      <SlideImage
        shown={shown}
        current={current}
        onShown={setShown}
        onOpen={leaveForLink}
        swiped={swipe.swiped}
      />
      {failed && !current ? (
        <div className={`${layout.stack} ${classes.spinner} ${classes.failed}`}>
          <p className={text.plain}>{DISCOVERY_TEXTS.loadFailed}</p>
          <Button variant="white" color="dark" onClick={retry}>
            Try again
          </Button>
        </div>
      ) : !ready ? (
        <span className={`${classes.spinner} ${classes.whiteLoader}`}>
          <Loader label="Loading artwork" />
        </span>
      ) : null}
      {shown ? <SlideOverlay slide={shown} showQr={showQr} /> : null}

      <div className={classes.topBar} {...hover}>
        <p className={classes.status} data-testid="slide-position">
          {position}
          {auto ? (paused ? " · Paused" : ` · every ${seconds} s`) : ""}
        </p>
        <div className={classes.topControls}>
          {auto ? (
            <RoundButton
              aria-label={held ? "Resume slideshow" : "Pause slideshow"}
              aria-pressed={held}
              onClick={() => setHeld((on) => !on)}
              data-autofocus
            >
              {held ? <IconPlayerPlay aria-hidden /> : <IconPlayerPause aria-hidden />}
            </RoundButton>
          ) : null}
          <RoundButton aria-label="Exit Discovery Mode" onClick={leave}>
            <IconX aria-hidden />
          </RoundButton>
        </div>
      </div>

      {total > 1 ? (
        <>
          <RoundButton
            className={`${classes.side} ${classes.sidePrevious}`}
            size="lg"
            aria-label="Previous artwork"
            onClick={previous}
            {...hover}
          >
            <IconChevronLeft size={28} aria-hidden />
          </RoundButton>
          <RoundButton
            className={`${classes.side} ${classes.sideNext}`}
            size="lg"
            aria-label="Next artwork"
            onClick={next}
            data-autofocus={auto ? undefined : true}
            {...hover}
          >
            <IconChevronRight size={28} aria-hidden />
          </RoundButton>
        </>
      ) : null}

      {/* Manual moves are the member's own: say where they landed. The timer's are not announced. */}
      {!auto ? (
        // biome-ignore lint/a11y/useSemanticElements: news about the page, not the result of a form (<output>)
        <span className={layout.visuallyHidden} aria-live="polite" role="status">
          {shown ? `${shown.title} by ${shown.artistName}. ${position}` : ""}
        </span>
      ) : null}
    </div>
  );
}
