import { IconPhotoPlus, IconUpload, IconX } from "@tabler/icons-react";
import { type DragEvent, type ReactNode, useRef, useState } from "react";
import classes from "./drop-zone.module.css";

type Drag = "idle" | "accept" | "reject";

/**
 * A box to drop files on, over a native file input that covers it: a click
 * anywhere in it opens the file picker, and the input takes keyboard focus
 * (Enter or Space opens the picker). Files of the `accept` types up to
 * `maxSize` bytes go to `onFiles`; the others to `onReject`, both at once when
 * a drop mixes them. While files are dragged over it, its icon says whether
 * their types are taken.
 */
export function DropZone({
  accept,
  maxSize,
  onFiles,
  onReject,
  disabled,
  invalid,
  label,
  inputLabel,
  describedBy,
  children,
}: {
  accept: readonly string[];
  maxSize: number;
  onFiles: (files: File[]) => void;
  onReject: (files: File[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** The box's name, for screen readers. */
  label: string;
  /** The file input's name. */
  inputLabel: string;
  describedBy?: string;
  children: ReactNode;
}) {
  const [drag, setDrag] = useState<Drag>("idle");
  // dragenter and dragleave fire for every child crossed: count them.
  const depth = useRef(0);

  function take(files: File[]) {
    const taken = files.filter((file) => accept.includes(file.type) && file.size <= maxSize);
    const refused = files.filter((file) => !taken.includes(file));
    if (refused.length > 0) onReject(refused);
    if (taken.length > 0) onFiles(taken);
  }

  function dragState(event: DragEvent) {
    const items = [...event.dataTransfer.items];
    return items.every((item) => item.kind === "file" && accept.includes(item.type))
      ? "accept"
      : "reject";
  }

  const hasFiles = (event: DragEvent) => [...event.dataTransfer.types].includes("Files");

  return (
    // biome-ignore lint/a11y/useSemanticElements: a named box around the file input, not a form's fieldset
    <div
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      className={classes.zone}
      data-drag={drag === "idle" ? undefined : drag}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      onDragEnter={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setDrag(dragState(event));
      }}
      onDragOver={(event) => {
        if (disabled || !hasFiles(event)) return;
        // Taking the drop, instead of the browser opening the file.
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDrag("idle");
      }}
      onDrop={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        depth.current = 0;
        setDrag("idle");
        take([...event.dataTransfer.files]);
      }}
    >
      <input
        type="file"
        multiple
        accept={accept.join(",")}
        aria-label={inputLabel}
        disabled={disabled}
        className={classes.input}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // The same files may be chosen again later.
          event.currentTarget.value = "";
          take(files);
        }}
      />
      <div className={classes.content}>
        {drag === "accept" ? (
          <IconUpload size={40} stroke={1.5} aria-hidden />
        ) : drag === "reject" ? (
          <IconX size={40} stroke={1.5} aria-hidden />
        ) : (
          <IconPhotoPlus size={40} stroke={1.5} aria-hidden />
        )}
        <div>{children}</div>
      </div>
    </div>
  );
}
