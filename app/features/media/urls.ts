/**
 * Public URLs of processed images. An image is stored once per variant under
 * its key (a unique prefix), so URLs never change content and are cached for a year.
 */
export const IMAGE_VARIANTS = {
  card: { width: 600, height: 450, quality: 85 },
  thumbnail: { width: 200, height: 150, quality: 75 },
  avatar: { width: 100, height: 100, quality: 80 },
  default: { width: 400, height: 300, quality: 80 },
  large: { width: 1600, height: 1600, quality: 82 },
} as const;

export type ImageVariant = keyof typeof IMAGE_VARIANTS;

export function imageUrl(key: string, variant: ImageVariant = "default") {
  return `/media/${key}/${variant}.webp`;
}

/**
 * The JPEG copy of a variant, made from the stored WebP when asked for: for
 * e-mail, since some mail programs show no WebP. Only these variants have one.
 */
export const JPEG_VARIANTS = ["card", "thumbnail"] as const satisfies readonly ImageVariant[];

export function imageJpegUrl(key: string, variant: (typeof JPEG_VARIANTS)[number] = "card") {
  return `/media/${key}/${variant}.jpg`;
}

export type ImageKind = "artwork" | "avatar" | "space";

/** The variants stored for each kind of image; only these URLs exist for its key. */
export const VARIANTS_OF_KIND: Record<ImageKind, readonly ImageVariant[]> = {
  artwork: ["card", "thumbnail", "default", "large"],
  space: ["card", "thumbnail", "default", "large"],
  avatar: ["avatar", "large"],
};

export function isImageVariant(name: string): name is ImageVariant {
  return Object.hasOwn(IMAGE_VARIANTS, name);
}

/** The size of a stored variant of an image of `width` × `height` (the large one keeps its shape). */
export function variantSize(width: number, height: number, variant: ImageVariant) {
  const box = IMAGE_VARIANTS[variant];
  if (variant !== "large") return { width: box.width, height: box.height };
  const scale = Math.min(1, box.width / width, box.height / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
