import { type CSSProperties, useEffect, useRef, useState } from "react";
import Cropper, { type Area, type Point } from "react-easy-crop";
import { Button } from "~/components/button";
import { Dialog } from "~/components/dialog";
import layout from "~/components/layout.module.css";
import { Slider } from "~/components/range-slider";
import { SegmentedControl } from "~/components/segmented-control";
import text from "~/components/text.module.css";
import { showToast } from "~/components/toast";
import classes from "./crop-dialog.module.css";
import { CROP_MIN_SIZE, cropToJpeg, drawCrop, loadImage, type PixelArea } from "./crop-image";

/** Default crop: the middle 90 percent of the image (R-crop-image). */
const INITIAL_AREA = { x: 5, y: 5, width: 90, height: 90 };

const ASPECTS = [
  { label: "Original", value: "original" },
  { label: "Square", value: "1" },
  { label: "4:3", value: "1.3333" },
  { label: "3:4", value: "0.75" },
];

const PREVIEW_WIDTH = 180;

const gap = (size: string) => ({ "--gap": size }) as CSSProperties;

export type CropTarget = { src: string; name: string; label: string };

/**
 * The 'Crop Image' dialog: drag to move, scale 0.1–3 and rotate −180°–180°,
 * with a live preview of the result. Apply Crop hands back a JPEG file.
 */
export function CropDialog({
  target,
  onCancel,
  onApply,
}: {
  target: CropTarget | null;
  onCancel: () => void;
  onApply: (file: File) => void;
}) {
  return (
    <Dialog opened={target !== null} onClose={onCancel} title="Crop Image" size="xl">
      {target ? (
        <CropEditor key={target.src} target={target} onCancel={onCancel} onApply={onApply} />
      ) : null}
    </Dialog>
  );
}

function CropEditor({
  target,
  onCancel,
  onApply,
}: {
  target: CropTarget;
  onCancel: () => void;
  onApply: (file: File) => void;
}) {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [aspectChoice, setAspectChoice] = useState("original");
  const [area, setArea] = useState<PixelArea | null>(null);
  const [applying, setApplying] = useState(false);
  const preview = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let active = true;
    loadImage(target.src).then(
      (loaded) => {
        if (active) setImage(loaded);
      },
      () => {
        if (!active) return;
        showToast("Failed to load image for editing", "red");
        onCancel();
      },
    );
    return () => {
      active = false;
    };
  }, [target.src, onCancel]);

  // The live preview follows every change of the crop.
  useEffect(() => {
    const canvas = preview.current;
    if (!canvas || !image || !area || area.width <= 0 || area.height <= 0) return;
    try {
      drawCrop(canvas, image, area, rotation, PREVIEW_WIDTH / area.width);
    } catch {
      // The preview is a convenience; Apply Crop reports real failures.
    }
  }, [image, area, rotation]);

  const aspect =
    aspectChoice === "original"
      ? image
        ? image.naturalWidth / image.naturalHeight
        : 4 / 3
      : Number(aspectChoice);
  const tooSmall = area !== null && (area.width < CROP_MIN_SIZE || area.height < CROP_MIN_SIZE);

  async function apply() {
    if (!image || !area || tooSmall) return;
    setApplying(true);
    try {
      const base = target.name.replace(/\.[^.]+$/, "") || "image";
      const file = await cropToJpeg(image, area, rotation, `${base}-cropped.jpg`);
      onApply(file);
    } catch {
      showToast("Failed to apply crop", "red");
    } finally {
      setApplying(false);
    }
  }

  return (
    <div className={layout.stack}>
      <div className={classes.stage}>
        {image ? (
          <Cropper
            image={target.src}
            crop={crop}
            zoom={zoom}
            rotation={rotation}
            aspect={aspect}
            minZoom={0.1}
            maxZoom={3}
            zoomSpeed={0.1}
            restrictPosition={false}
            initialCroppedAreaPercentages={INITIAL_AREA}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onRotationChange={setRotation}
            onCropComplete={(_: Area, pixels: Area) => setArea(pixels)}
            mediaProps={{ alt: `${target.label} being cropped` }}
          />
        ) : (
          <p className={`${text.plain} ${classes.loading}`}>Loading image...</p>
        )}
      </div>

      <div className={classes.controls}>
        <div className={`${layout.stack} ${classes.settings}`} style={gap("var(--spacing-sm)")}>
          <div>
            <span className={`${text.sm} ${text.medium}`}>Scale: {zoom.toFixed(1)}×</span>
            <Slider
              className={classes.slider}
              label="Scale"
              valueText={`${zoom.toFixed(1)}×`}
              min={0.1}
              max={3}
              step={0.1}
              value={zoom}
              onChange={setZoom}
            />
          </div>
          <div>
            <span className={`${text.sm} ${text.medium}`}>Rotate: {rotation}°</span>
            <Slider
              className={classes.slider}
              label="Rotate"
              valueText={`${rotation}°`}
              min={-180}
              max={180}
              step={1}
              value={rotation}
              onChange={setRotation}
            />
          </div>
          <div className={`${layout.stack} ${classes.shape}`} style={gap("4px")}>
            {/* Seen; the group's own legend names it for screen readers. */}
            <span className={`${text.sm} ${text.medium}`} aria-hidden="true">
              Shape
            </span>
            <SegmentedControl
              label="Shape"
              data={ASPECTS}
              value={aspectChoice}
              onChange={setAspectChoice}
              size="xs"
            />
          </div>
        </div>
        <div className={classes.previewColumn}>
          <span className={`${text.sm} ${text.medium}`}>Preview</span>
          <canvas
            ref={preview}
            aria-label="Preview of the cropped image"
            role="img"
            className={classes.preview}
            style={{ "--preview-width": `${PREVIEW_WIDTH}px` } as CSSProperties}
          />
          {area ? (
            <span className={`${text.xs} ${text.dimmed}`}>
              {Math.round(area.width)} × {Math.round(area.height)} px
            </span>
          ) : null}
        </div>
      </div>

      {tooSmall ? (
        <p className={`${text.plain} ${text.sm} ${classes.error}`} role="alert">
          The crop must be at least {CROP_MIN_SIZE} × {CROP_MIN_SIZE} pixels.
        </p>
      ) : null}

      <div className={`${layout.row} ${classes.actions}`}>
        <Button variant="default" onClick={onCancel} disabled={applying}>
          Cancel
        </Button>
        <Button onClick={apply} loading={applying} disabled={!image || !area || tooSmall}>
          Apply Crop
        </Button>
      </div>
    </div>
  );
}
