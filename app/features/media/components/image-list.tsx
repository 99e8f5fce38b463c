import { IconArrowLeft, IconArrowRight, IconCrop, IconTrash } from "@tabler/icons-react";
import { type CSSProperties, useEffect, useRef, useState } from "react";
import { Badge } from "~/components/badge";
import { IconButton } from "~/components/button";
import { Columns } from "~/components/columns";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { showToast } from "~/components/toast";
import { looksLikeImage } from "~/lib/image-signature";
import { IMAGE_REJECTED_MESSAGE } from "../errors";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from "../limits";
import { DropZone } from "./drop-zone";
import classes from "./image-list.module.css";

/** One image of the ordered list: a stored one, or a file chosen (or cropped) here. */
export type ImageItem =
  | { key: string; kind: "existing"; imageId: string; url: string; cropUrl: string; name: string }
  | { key: string; kind: "new"; file: File; url: string; name: string };

let counter = 0;
export function newImageItem(file: File): ImageItem {
  counter += 1;
  return {
    key: `new-${Date.now()}-${counter}`,
    kind: "new",
    file,
    url: URL.createObjectURL(file),
    name: file.name,
  };
}

/** A stored image of the form being edited, as the list shows it. */
export type StoredImage = { imageId: string; url: string; largeUrl: string };

/** The list's items for the stored images, named `{namePrefix}-{n}.jpg` for cropping. */
export function storedImageItems(images: readonly StoredImage[], namePrefix: string): ImageItem[] {
  return images.map((image, index) => ({
    key: `existing-${image.imageId}`,
    kind: "existing",
    imageId: image.imageId,
    url: image.url,
    cropUrl: image.largeUrl,
    name: `${namePrefix}-${index + 1}.jpg`,
  }));
}

/**
 * The ordered list as the form sends it: a token per image (`existing:{id}`
 * keeps a stored one, `new:{n}` is the n-th file) and the new files.
 */
export function imagePayload(items: readonly ImageItem[]) {
  const tokens: string[] = [];
  const files: File[] = [];
  for (const item of items) {
    if (item.kind === "existing") {
      tokens.push(`existing:${item.imageId}`);
    } else {
      tokens.push(`new:${files.length}`);
      files.push(item.file);
    }
  }
  return { tokens, files };
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * An upload form's images in display order (artworks, curator spaces): a
 * drop zone to add files (JPEG, PNG or WebP up to 5 MB, `maxImages` in all),
 * and previews that can be dragged or moved left and right (the first is the
 * main image), cropped and removed. `id` names the hint and error elements.
 */
export function ImageList({
  id,
  items,
  onChange,
  onCrop,
  maxImages,
  tooManyMessage,
  fullLabel,
  error,
  disabled,
}: {
  id: string;
  items: ImageItem[];
  onChange: (items: ImageItem[]) => void;
  onCrop: (item: ImageItem) => void;
  maxImages: number;
  /** The spec's text when more than `maxImages` would be added. */
  tooManyMessage: string;
  /** What the drop zone says once it is full, e.g. "Five images added". */
  fullLabel: string;
  error?: string;
  disabled?: boolean;
}) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const full = items.length >= maxImages;
  // The list as last rendered, for additions that finish after reading files.
  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
  }, [items]);

  async function add(files: File[]) {
    if (files.length === 0) return;
    if (items.length + files.length > maxImages) {
      showToast(tooManyMessage, "red");
      return;
    }
    // The drop zone checks types and sizes; the bytes show a text file named .png.
    const checks = await Promise.all(files.map(looksLikeImage));
    const images = files.filter((_, index) => checks[index]);
    if (images.length < files.length) showToast(IMAGE_REJECTED_MESSAGE, "red");
    if (images.length > 0) onChange([...latest.current, ...images.map(newImageItem)]);
  }

  function remove(index: number) {
    const item = items[index];
    if (item?.kind === "new") URL.revokeObjectURL(item.url);
    onChange(items.filter((_, i) => i !== index));
  }

  function drop(target: number) {
    if (dragged !== null && dragged !== target) onChange(move(items, dragged, target));
    setDragged(null);
    setOver(null);
  }

  return (
    <div className={layout.stack} style={{ "--gap": "var(--spacing-sm)" } as CSSProperties}>
      <DropZone
        accept={ACCEPTED_IMAGE_TYPES}
        maxSize={MAX_IMAGE_BYTES}
        onFiles={(files) => void add(files)}
        onReject={() => showToast(IMAGE_REJECTED_MESSAGE, "red")}
        disabled={disabled || full}
        invalid={Boolean(error)}
        label="Add images: drop files here or press to browse"
        inputLabel="Choose image files"
        describedBy={`${id}-hint`}
      >
        <p className={`${text.plain} ${text.medium}`}>
          {full ? fullLabel : "Drag images here or click to select files"}
        </p>
        <p className={`${text.plain} ${text.sm} ${text.dimmed}`} id={`${id}-hint`}>
          JPEG, PNG or WebP, up to 5 MB each; up to {maxImages} images. The first image is the main
          image.
        </p>
      </DropZone>
      {error ? (
        <p className={`${text.plain} ${text.sm} ${classes.error}`} role="alert" id={`${id}-error`}>
          {error}
        </p>
      ) : null}

      {items.length > 0 ? (
        <Columns
          cols={{ base: 2, xs: 3, md: 5 }}
          spacing="sm"
          component="ol"
          className={classes.imageGrid}
        >
          {items.map((item, index) => {
            const label = `Image ${index + 1}`;
            return (
              <li
                key={item.key}
                className={classes.tile}
                data-dragging={dragged === index || undefined}
                data-over={(over === index && dragged !== index) || undefined}
                draggable={!disabled}
                onDragStart={(event) => {
                  setDragged(index);
                  event.dataTransfer.effectAllowed = "move";
                  event.dataTransfer.setData("text/plain", String(index));
                }}
                onDragOver={(event) => {
                  if (dragged === null) return;
                  event.preventDefault();
                  setOver(index);
                }}
                onDragLeave={() => setOver((current) => (current === index ? null : current))}
                onDrop={(event) => {
                  event.preventDefault();
                  drop(index);
                }}
                onDragEnd={() => {
                  setDragged(null);
                  setOver(null);
                }}
                aria-label={index === 0 ? `${label}, main image` : label}
              >
                <div className={classes.tileFrame}>
                  <img
                    src={item.url}
                    alt={`${label}${index === 0 ? " (main image)" : ""}`}
                    className={classes.tileImage}
                    draggable={false}
                  />
                  <div className={classes.tileActions}>
                    <IconButton
                      variant="default"
                      tooltipAlign="end"
                      label={`Crop ${label.toLowerCase()}`}
                      onClick={() => onCrop(item)}
                      disabled={disabled}
                    >
                      <IconCrop size={18} aria-hidden />
                    </IconButton>
                    <IconButton
                      variant="default"
                      tooltipAlign="end"
                      label={`Remove ${label.toLowerCase()}`}
                      onClick={() => remove(index)}
                      disabled={disabled}
                    >
                      <IconTrash size={18} className={classes.danger} aria-hidden />
                    </IconButton>
                  </div>
                  <div className={classes.tileMove}>
                    <IconButton
                      variant="default"
                      size="sm"
                      tooltipAlign="start"
                      label={`Move ${label.toLowerCase()} left`}
                      onClick={() => onChange(move(items, index, index - 1))}
                      disabled={disabled || index === 0}
                    >
                      <IconArrowLeft size={16} aria-hidden />
                    </IconButton>
                    <IconButton
                      variant="default"
                      size="sm"
                      tooltipAlign="end"
                      label={`Move ${label.toLowerCase()} right`}
                      onClick={() => onChange(move(items, index, index + 1))}
                      disabled={disabled || index === items.length - 1}
                    >
                      <IconArrowRight size={16} aria-hidden />
                    </IconButton>
                  </div>
                </div>
                <div className={classes.tileCaption}>
                  <span className={`${text.xs} ${text.dimmed}`}>{index + 1}</span>
                  {index === 0 ? (
                    <Badge size="xs" color="dark" variant="filled">
                      Main image
                    </Badge>
                  ) : null}
                </div>
              </li>
            );
          })}
        </Columns>
      ) : null}
      <p className={`${text.plain} ${text.sm} ${text.dimmed}`} aria-live="polite">
        {items.length} of {maxImages} images
        {items.length > 1 ? " · drag a picture, or use the arrows, to change the order" : ""}
      </p>
    </div>
  );
}
