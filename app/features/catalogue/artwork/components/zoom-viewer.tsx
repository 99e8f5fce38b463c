import OpenSeadragon from "openseadragon";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/button";
import { imageInfoPath } from "~/features/catalogue/artwork/iiif";
import classes from "./zoom.module.css";

/** How much one press of + or − zooms. */
const STEP = 1.5;

/**
 * Keys that mean + and − on any keyboard. Each press is one step (OpenSeadragon's
 * own = and - zoom for as long as the key is held, and on past a reset).
 */
const ZOOM_IN_KEYS = new Set(["+", "=", "NumpadAdd"]);
const ZOOM_OUT_KEYS = new Set(["-", "−", "_", "NumpadSubtract"]);

/**
 * OpenSeadragon on one image's IIIF tiles (ADR 0025), filling its container.
 * Loaded only when the visitor opens the zoom dialog: its own chunk.
 * The keyboard (+, −, arrows, 0), the wheel and pinching zoom and move the
 * picture; the buttons do the same for a pointer.
 */
export default function ZoomViewer({ imageId, title }: { imageId: string; title: string }) {
  const element = useRef<HTMLDivElement>(null);
  const viewer = useRef<OpenSeadragon.Viewer | null>(null);
  const [zoom, setZoom] = useState(100);
  const hintId = useId();

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    const osd = OpenSeadragon({
      element: container,
      tileSources: imageInfoPath(imageId),
      // Our own labelled buttons instead of OpenSeadragon's image buttons and their tooltips.
      showNavigationControl: false,
      showZoomControl: false,
      showHomeControl: false,
      showFullPageControl: false,
      showRotationControl: false,
      visibilityRatio: 0.5,
      maxZoomPixelRatio: 2,
      gestureSettingsMouse: { scrollToZoom: true, clickToZoom: false },
      gestureSettingsTouch: { pinchToZoom: true },
      zoomPerClick: STEP,
    });
    viewer.current = osd;
    const canvas = osd.canvas;
    canvas.setAttribute("aria-label", `${title}, zoomable`);
    canvas.setAttribute("aria-describedby", hintId);
    canvas.setAttribute("role", "application");
    const update = () => {
      const home = osd.viewport.getHomeZoom();
      setZoom(Math.round((osd.viewport.getZoom(true) / home) * 100));
    };
    osd.addHandler("animation", update);
    osd.addHandler("animation-finish", update);
    osd.addHandler("open", () => {
      update();
      canvas.focus();
    });
    osd.addHandler("canvas-key", (event) => {
      const original = event.originalEvent as KeyboardEvent;
      if (original.ctrlKey || original.metaKey || original.altKey) return;
      const zoomIn = ZOOM_IN_KEYS.has(original.key) || ZOOM_IN_KEYS.has(original.code);
      const zoomOut = ZOOM_OUT_KEYS.has(original.key) || ZOOM_OUT_KEYS.has(original.code);
      if (!zoomIn && !zoomOut) return;
      event.preventDefaultAction = true;
      original.preventDefault();
      osd.viewport.zoomBy(zoomIn ? STEP : 1 / STEP);
      osd.viewport.applyConstraints();
    });
    return () => {
      osd.destroy();
      viewer.current = null;
    };
  }, [imageId, title, hintId]);

  const zoomBy = (factor: number) => {
    const osd = viewer.current;
    if (!osd) return;
    osd.viewport.zoomBy(factor);
    osd.viewport.applyConstraints();
  };
  const reset = () => viewer.current?.viewport.goHome();

  return (
    <div className={classes.viewer}>
      <div className={classes.toolbar}>
        <Button variant="default" size="compact-sm" onClick={() => zoomBy(STEP)}>
          Zoom in
        </Button>
        <Button variant="default" size="compact-sm" onClick={() => zoomBy(1 / STEP)}>
          Zoom out
        </Button>
        <Button variant="default" size="compact-sm" onClick={reset}>
          Reset
        </Button>
        <output className={classes.level} aria-live="polite" data-testid="zoom-level">
          {zoom}%
        </output>
      </div>
      <p className={classes.hint} id={hintId}>
        + and − zoom, the arrow keys move, 0 resets; or use the wheel, or pinch.
      </p>
      <div ref={element} className={classes.canvas} />
    </div>
  );
}
