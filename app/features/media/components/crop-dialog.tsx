import { Box, Button, Group, Modal, SegmentedControl, Slider, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useEffect, useRef, useState } from "react";
import Cropper, { type Area, type Point } from "react-easy-crop";
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
  const phone = useMediaQuery("(max-width: 36em)") ?? false;
  return (
    <Modal
      opened={target !== null}
      fullScreen={phone}
      onClose={onCancel}
      title="Crop Image"
      size="xl"
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {target ? (
        <CropEditor key={target.src} target={target} onCancel={onCancel} onApply={onApply} />
      ) : null}
    </Modal>
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
    <Stack gap="md">
      <Box
        pos="relative"
        className={classes.stage}
        bg="dark.7"
        style={{ borderRadius: "var(--mantine-radius-md)", overflow: "hidden" }}
      >
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
          <Text c="gray.3" ta="center" pt="xl">
            Loading image...
          </Text>
        )}
      </Box>

      <Group align="flex-start" gap="md" wrap="wrap">
        <Stack gap="sm" style={{ flex: "1 1 190px" }}>
          <div>
            <Text size="sm" fw={500} id="crop-scale-label">
              Scale: {zoom.toFixed(1)}×
            </Text>
            <Slider
              thumbLabel="Scale"
              min={0.1}
              max={3}
              step={0.1}
              value={zoom}
              onChange={setZoom}
              label={(value) => `${value.toFixed(1)}×`}
            />
          </div>
          <div>
            <Text size="sm" fw={500} id="crop-rotate-label">
              Rotate: {rotation}°
            </Text>
            <Slider
              thumbLabel="Rotate"
              min={-180}
              max={180}
              step={1}
              value={rotation}
              onChange={setRotation}
              label={(value) => `${value}°`}
            />
          </div>
          <div>
            <Text size="sm" fw={500} id="crop-aspect-label" mb={4}>
              Shape
            </Text>
            <SegmentedControl
              aria-labelledby="crop-aspect-label"
              data={ASPECTS}
              value={aspectChoice}
              onChange={setAspectChoice}
              size="xs"
            />
          </div>
        </Stack>
        <Stack gap={4} align="center">
          <Text size="sm" fw={500}>
            Preview
          </Text>
          <canvas
            ref={preview}
            aria-label="Preview of the cropped image"
            role="img"
            style={{
              width: `clamp(88px, 24vw, ${PREVIEW_WIDTH}px)`,
              maxHeight: "clamp(120px, 32vw, 240px)",
              objectFit: "contain",
              border: "1px solid var(--mantine-color-gray-3)",
              borderRadius: 4,
              background: "white",
            }}
          />
          {area ? (
            <Text size="xs" c="dimmed">
              {Math.round(area.width)} × {Math.round(area.height)} px
            </Text>
          ) : null}
        </Stack>
      </Group>

      {tooSmall ? (
        <Text size="sm" c="red" role="alert">
          The crop must be at least {CROP_MIN_SIZE} × {CROP_MIN_SIZE} pixels.
        </Text>
      ) : null}

      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={applying}>
          Cancel
        </Button>
        <Button onClick={apply} loading={applying} disabled={!image || !area || tooSmall}>
          Apply Crop
        </Button>
      </Group>
    </Stack>
  );
}
