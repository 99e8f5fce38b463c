import { useElementSize, useFocusTrap, useMergedRef } from "@mantine/hooks";
import { IconPlayerPause, IconPlayerPlay, IconRefresh, IconX } from "@tabler/icons-react";
import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Link, useNavigate } from "react-router";
import { Button, unstyledButton } from "~/components/button";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { showToast } from "~/components/toast";
import {
  type Area,
  areaFromDrag,
  areaInPixels,
  clampPoint,
  dragRectangle,
  keyboardStartArea,
  moveArea,
  type Point,
  resizeArea,
} from "../placement";
import { GALLERY_TEXTS, type GalleryArtwork, type GallerySpace } from "../schema";
import { planFrame } from "../true-scale";
import { PlacedArtwork } from "./placed-artwork";
import { useRotation } from "./use-rotation";
import classes from "./virtual-gallery.module.css";

const SPACES = "/curator/spaces";

/**
 * Placing a work (R-gallery-placement): idle, dragging (a rectangle follows the
 * pointer), placed.
 */
type Phase =
  | { kind: "idle" }
  | { kind: "dragging"; start: Point; end: Point; before: Phase }
  | { kind: "placed"; area: Area };

const ARROWS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

const percent = (fraction: number) => `${fraction * 100}%`;
const areaStyle = (area: Area) => ({
  left: percent(area.x),
  top: percent(area.y),
  width: percent(area.width),
  height: percent(area.height),
});

/**
 * The virtual gallery (R-gallery-placement, R-gallery-rotation,
 * R-gallery-true-scale): the space's photo fills the screen, whole; the
 * curator drags a rectangle (mouse, pen or touch) or moves a frame with the
 * keyboard, and the works rotate in it, drawn at true size when the wall's
 * size and the work's dimensions are known.
 */
export function VirtualGallery({
  space,
  photo,
  artworks,
}: {
  space: GallerySpace;
  photo: NonNullable<GallerySpace["photo"]>;
  artworks: GalleryArtwork[];
}) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [keyboardArea, setKeyboardArea] = useState<Area | null>(null);
  const [hovered, setHovered] = useState(false);
  const [tapPaused, setTapPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const { ref: sizeRef, width, height } = useElementSize<HTMLDivElement>();
  const boxRef = useRef<HTMLDivElement>(null);
  const photoRef = useMergedRef(sizeRef, boxRef);
  const trapRef = useFocusTrap(true);
  const hintId = useId();
  const size = { width, height };

  const placed = phase.kind === "placed";
  const paused = hovered || tapPaused || held;
  const rotation = useRotation(artworks, placed, paused);
  const current = artworks[rotation.index] ?? null;
  const empty = artworks.length === 0 || rotation.exhausted;

  useEffect(() => {
    if (artworks.length === 0) showToast(GALLERY_TEXTS.empty, "red");
  }, [artworks.length]);

  const place = useCallback(
    (area: Area) => {
      if (empty) {
        setPhase({ kind: "idle" });
        setAnnouncement(GALLERY_TEXTS.empty);
        return;
      }
      setPhase({ kind: "placed", area });
      setKeyboardArea(area);
      setAnnouncement(current ? `Placed ${current.title} by ${current.artistName}` : "");
    },
    [empty, current],
  );

  const clear = useCallback((message: string) => {
    setPhase({ kind: "idle" });
    setHovered(false);
    setTapPaused(false);
    setAnnouncement(message);
  }, []);

  // Escape removes the placed work, else leaves the gallery (R-gallery-placement).
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      if (phase.kind === "dragging") setPhase(phase.before);
      else if (phase.kind === "placed") clear("Artwork removed");
      else navigate(SPACES);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [phase, clear, navigate]);

  // Every picture failed: nothing is left to place.
  useEffect(() => {
    if (rotation.exhausted && phase.kind === "placed") clear(GALLERY_TEXTS.empty);
  }, [rotation.exhausted, phase.kind, clear]);

  const pointAt = (event: PointerEvent) => {
    const rect = boxRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return null;
    return clampPoint({
      x: (event.clientX - rect.left) / rect.width,
      y: (event.clientY - rect.top) / rect.height,
    });
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || phase.kind === "dragging") return;
    const start = pointAt(event);
    if (!start) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setPhase({ kind: "dragging", start, end: start, before: phase });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (phase.kind !== "dragging") return;
    const end = pointAt(event);
    if (end) setPhase({ ...phase, end });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (phase.kind !== "dragging") return;
    const end = pointAt(event) ?? phase.end;
    // Measured now rather than from the last resize, which may still be on its way.
    const rect = boxRef.current?.getBoundingClientRect();
    const area = rect ? areaFromDrag(phase.start, end, rect) : null;
    // A click, or a drag under 2% × 2% of the photo, places nothing.
    if (area) place(area);
    else setPhase(phase.before);
  };
  const onPointerCancel = () => {
    if (phase.kind === "dragging") setPhase(phase.before);
  };

  const frameArea = placed ? phase.area : (keyboardArea ?? keyboardStartArea(size));
  const onFrameKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      const next = event.shiftKey ? resizeArea(frameArea, arrow, size) : moveArea(frameArea, arrow);
      setKeyboardArea(next);
      if (placed) setPhase({ kind: "placed", area: next });
    }
  };

  const plan =
    placed && current && width > 0
      ? planFrame({
          area: areaInPixels(phase.area, size),
          photo: size,
          wall: space.wall,
          artwork: current.size,
          pictureAspect: current.imageAspect,
        })
      : null;

  const hint = empty
    ? { main: GALLERY_TEXTS.empty, detail: null }
    : phase.kind === "dragging"
      ? { main: GALLERY_TEXTS.dragging, detail: null }
      : placed
        ? { main: hovered || tapPaused ? GALLERY_TEXTS.paused : GALLERY_TEXTS.placed, detail: null }
        : { main: GALLERY_TEXTS.idle, detail: GALLERY_TEXTS.idleDetail };

  const frameLabel =
    placed && current
      ? `Placed artwork: ${current.title} by ${current.artistName}. Arrow keys move it, Shift with arrow keys resizes it, Escape removes it.`
      : "Placement frame. Arrow keys move it, Shift with arrow keys resizes it, Enter places the artwork.";

  return (
    <div ref={trapRef} className={classes.stage} data-gallery-phase={phase.kind}>
      <div
        ref={photoRef}
        className={classes.photoBox}
        style={{ "--photo-aspect": photo.width / photo.height } as React.CSSProperties}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        data-testid="gallery-photo"
      >
        <img src={photo.url} alt={space.name} className={classes.photo} draggable={false} />
        {phase.kind === "dragging" && (
          <div
            className={classes.dragRect}
            style={areaStyle(dragRectangle(phase.start, phase.end))}
            aria-hidden
          />
        )}
        {plan && current && (
          <PlacedArtwork
            artwork={current}
            box={plan.box}
            scale={plan.scale}
            loaded={rotation.loaded}
            named={hovered || tapPaused}
            onHover={setHovered}
            onTap={() => setTapPaused((on) => !on)}
            onLoad={() => rotation.onLoad(current.id)}
            onError={rotation.onError}
          />
        )}
        {/*
          The keyboard's frame; once a work is placed, the area it sits in. It holds no
          text of its own, so its name is all a screen reader hears; Enter clicks it.
        */}
        {width > 0 && (
          <>
            <button
              type="button"
              aria-label={frameLabel}
              aria-describedby={hintId}
              className={classes.area}
              data-placed={placed || undefined}
              style={areaStyle(frameArea)}
              onKeyDown={onFrameKey}
              onClick={() => {
                if (!placed) place(frameArea);
              }}
              data-testid="placement-frame"
            />
            {!placed && (
              <span className={classes.keyHelp} style={areaStyle(frameArea)} aria-hidden>
                <span>Arrows move · Shift+arrows resize · Enter places</span>
              </span>
            )}
          </>
        )}
      </div>

      <div className={classes.toolbar}>
        <div className={classes.titleBlock}>
          <h1 className={`${text.title} ${classes.title}`} tabIndex={-1} data-autofocus>
            {space.name}
          </h1>
          <p className={`${text.plain} ${text.xs} ${classes.subtitle}`}>
            Virtual gallery
            {space.wall
              ? ` · wall ${space.wall.width} × ${space.wall.height} ${space.wall.unit}`
              : ""}
          </p>
        </div>
        <div className={classes.controls}>
          {placed && artworks.length > 1 && (
            <Button
              variant="white"
              color="dark"
              size="xs"
              leftSection={
                held ? (
                  <IconPlayerPlay size={16} aria-hidden />
                ) : (
                  <IconPlayerPause size={16} aria-hidden />
                )
              }
              onClick={() => {
                setHeld((on) => !on);
                setAnnouncement(held ? "Rotation resumed" : "Rotation paused");
              }}
            >
              {held ? "Resume" : "Pause"}
            </Button>
          )}
          <Button
            variant="white"
            color="dark"
            size="xs"
            leftSection={<IconRefresh size={16} aria-hidden />}
            disabled={!placed}
            onClick={() => {
              rotation.restart();
              setHeld(false);
              clear("Placement reset");
            }}
          >
            Reset
          </Button>
          <Link
            to={SPACES}
            className={`${unstyledButton} ${classes.exit}`}
            aria-label="Exit virtual gallery"
          >
            <IconX size={20} aria-hidden />
          </Link>
        </div>
      </div>

      <div className={classes.hint} id={hintId} data-testid="gallery-hint">
        <p className={`${text.plain} ${text.sm} ${text.strong} ${classes.hintMain}`}>{hint.main}</p>
        {hint.detail && (
          <p className={`${text.plain} ${text.xs} ${classes.hintDetail}`}>{hint.detail}</p>
        )}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: news about the page, not the result of a form (<output>) */}
      <span className={layout.visuallyHidden} aria-live="polite" role="status">
        {announcement}
      </span>
    </div>
  );
}
