/** Crops an image in the browser with a canvas (R-crop-image). */

export type PixelArea = { x: number; y: number; width: number; height: number };

export const CROP_MIN_SIZE = 50;
export const CROP_JPEG_QUALITY = 0.9;
/** Longest side of a cropped image; the largest stored variant is 1,600 px. */
const MAX_OUTPUT_SIDE = 3200;
const MAX_OUTPUT_BYTES = 5 * 1024 * 1024;

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = "async";
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("The image could not be loaded"));
    image.src = src;
  });
}

/** Size of the box a rectangle needs once rotated. */
export function rotatedSize(width: number, height: number, degrees: number) {
  const radians = (degrees * Math.PI) / 180;
  return {
    width: Math.abs(Math.cos(radians) * width) + Math.abs(Math.sin(radians) * height),
    height: Math.abs(Math.sin(radians) * width) + Math.abs(Math.cos(radians) * height),
  };
}

/**
 * Draws the cropped area of the image, rotated about its centre, into the
 * canvas at `scale`. The area is in the rotated image's pixels, as
 * react-easy-crop reports it; anything outside the image is white.
 */
export function drawCrop(
  canvas: HTMLCanvasElement,
  image: HTMLImageElement,
  area: PixelArea,
  rotation: number,
  scale: number,
) {
  const context = canvas.getContext("2d");
  if (!context) throw new Error("Canvas is not available");
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const box = rotatedSize(image.naturalWidth, image.naturalHeight, rotation);
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = "high";
  context.save();
  context.scale(scale, scale);
  context.translate(-area.x, -area.y);
  context.translate(box.width / 2, box.height / 2);
  context.rotate((rotation * Math.PI) / 180);
  context.translate(-image.naturalWidth / 2, -image.naturalHeight / 2);
  context.drawImage(image, 0, 0);
  context.restore();
}

function toJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The crop could not be encoded"))),
      "image/jpeg",
      CROP_JPEG_QUALITY,
    );
  });
}

/** The cropped image as a JPEG (quality 0.9) under 5 MB, shrunk only if it must be. */
export async function cropToJpeg(
  image: HTMLImageElement,
  area: PixelArea,
  rotation: number,
  name: string,
): Promise<File> {
  const canvas = document.createElement("canvas");
  let scale = Math.min(1, MAX_OUTPUT_SIDE / Math.max(area.width, area.height));
  for (let attempt = 0; attempt < 6; attempt++) {
    drawCrop(canvas, image, area, rotation, scale);
    const blob = await toJpeg(canvas);
    if (blob.size <= MAX_OUTPUT_BYTES) {
      return new File([blob], name, { type: "image/jpeg", lastModified: Date.now() });
    }
    scale *= 0.75;
  }
  throw new Error("The crop is too large");
}
