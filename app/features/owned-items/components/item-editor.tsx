import {
  type CSSProperties,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { useActionData, useNavigation, useSubmit } from "react-router";
import type { z } from "zod";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { showToast } from "~/components/toast";
import {
  CropDialog,
  type CropTarget,
  type ImageItem,
  ImageList,
  imagePayload,
  newImageItem,
  type StoredImage,
  storedImageItems,
  UploadProgress,
} from "~/features/media/ui";
import { isActionFailure } from "~/lib/errors";
import { fieldErrors } from "~/lib/http/field-errors";
import { useActionResult } from "~/lib/http/use-action-result";
import { type ItemQuota, mayAddItem } from "../quota";
import { FormSection } from "./form-section";
import classes from "./item-editor.module.css";

const LG_GAP = { "--gap": "var(--spacing-lg)" } as CSSProperties;

type FormValues = Record<string, string | boolean>;
type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
type FlagField<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string;

/** What the kind's own sections get to show and change the form's values. */
export type ItemFormState<V extends FormValues> = {
  values: V;
  errors: Record<string, string>;
  setText: (field: TextField<V>, value: string) => void;
  setFlag: (field: FlagField<V>, value: boolean) => void;
  busy: boolean;
};

/** The image section of one kind: its limits and texts (R-artwork-images, R-space-images). */
export type ItemImages = {
  /** The id of the section's wrapper: the form scrolls there when the images are wrong. */
  id: string;
  /** The heading's id, when the kind names it itself. */
  headingId?: string;
  description: string;
  /** Names of stored images sent back after a crop: `{prefix}-{n}.jpg`. */
  namePrefix: string;
  max: number;
  tooManyMessage: string;
  fullLabel: string;
};

/**
 * The upload and edit form of an owned item: the page's title, the plan's
 * slots, the ordered images with drop zone and crop, the kind's own
 * sections, upload progress and Cancel / submit. It is checked here with the
 * kind's schema (the server checks again), then sent as multipart with the
 * ordered image tokens, the new files and the list to return to.
 */
export function ItemEditor<V extends FormValues>({
  mode,
  title,
  intro,
  createLabel,
  initialValues,
  images,
  imageSection,
  quota,
  quotaPanel,
  notice,
  lockedImages,
  back,
  textFields,
  flags = [],
  linkedFields = [],
  schema,
  children,
}: {
  mode: "create" | "edit";
  title: string;
  intro: string;
  /** The submit button's text for a new item; an edit says 'Save Changes'. */
  createLabel: string;
  initialValues: V;
  images: StoredImage[];
  imageSection: ItemImages;
  quota?: ItemQuota;
  /** The slots panel shown above a new item's form. */
  quotaPanel?: ReactNode;
  /** A notice above the form (a sold work's locked facts). */
  notice?: ReactNode;
  /** Shown instead of the image list when the images may not change. */
  lockedImages?: (items: ImageItem[]) => ReactNode;
  /** Where Cancel leads, sent with the form so the action can return there. */
  back: string;
  textFields: readonly TextField<V>[];
  flags?: readonly FlagField<V>[];
  /** Fields checked together: a change to one clears the others' errors. */
  linkedFields?: readonly (readonly TextField<V>[])[];
  /** The kind's form schema over the values and the image tokens, the one the server uses. */
  schema: z.ZodType;
  children: (form: ItemFormState<V>) => ReactNode;
}) {
  const [values, setValues] = useState(initialValues);
  const [items, setItems] = useState<ImageItem[]>(() =>
    storedImageItems(images, imageSection.namePrefix),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [cropping, setCropping] = useState<{ index: number; target: CropTarget } | null>(null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const actionData = useActionData();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  // Hiding the button is not the check: the action refuses too (R-quota-listings, R-quota-spaces).
  const blocked = mode === "create" && quota !== undefined && !mayAddItem(quota);

  // Object URLs of chosen files live until the form goes away.
  const itemsRef = useRef(items);
  itemsRef.current = items;
  useEffect(
    () => () => {
      for (const item of itemsRef.current) if (item.kind === "new") URL.revokeObjectURL(item.url);
    },
    [],
  );

  useActionResult({ state: navigation.state, data: actionData }, (result) => {
    if (!isActionFailure(result)) return;
    showToast(result.error, "red");
    setErrors(result.fieldErrors ?? {});
  });

  const clearError = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _, ...rest } = current;
      return rest;
    });
  const setText = (field: TextField<V>, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
    for (const group of linkedFields) {
      if (group.includes(field)) for (const other of group) clearError(other);
    }
  };
  const setFlag = (field: FlagField<V>, value: boolean) =>
    setValues((current) => ({ ...current, [field]: value }));
  const changeImages = (next: ImageItem[]) => {
    setItems(next);
    clearError("images");
  };

  const cancelCrop = useCallback(() => setCropping(null), []);
  function applyCrop(file: File) {
    if (!cropping) return;
    const { index } = cropping;
    setItems((current) => {
      const old = current[index];
      if (old?.kind === "new") URL.revokeObjectURL(old.url);
      return current.map((item, i) => (i === index ? newImageItem(file) : item));
    });
    setCropping(null);
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || blocked) return;
    const { tokens, files } = imagePayload(items);
    const parsed = schema.safeParse({ ...values, images: tokens });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      showToast(Object.values(found)[0] ?? "Check the form", "red");
      const first = Object.keys(found)[0];
      const target =
        first === "images"
          ? document.getElementById(imageSection.id)
          : document.querySelector<HTMLElement>(`[name="${first}"]`);
      target?.scrollIntoView({ behavior: "smooth", block: "center" });
      if (
        target instanceof HTMLInputElement ||
        target instanceof HTMLTextAreaElement ||
        target instanceof HTMLSelectElement
      ) {
        target.focus({ preventScroll: true });
      }
      return;
    }
    const form = new FormData();
    for (const field of textFields) form.append(field, values[field] as string);
    for (const field of flags) form.append(field, values[field] ? "true" : "false");
    for (const token of tokens) form.append("images", token);
    for (const file of files) form.append("files", file, file.name);
    form.append("back", back);
    submit(form, { method: "post", encType: "multipart/form-data" });
  }

  const submitLabel = busy
    ? mode === "create"
      ? "Uploading..."
      : "Saving..."
    : mode === "create"
      ? createLabel
      : "Save Changes";

  return (
    <div className={`${layout.stack} ${classes.page}`} style={LG_GAP}>
      <div>
        <h1 className={`${text.title} ${text.h1}`}>{title}</h1>
        <p className={`${text.plain} ${text.dimmed}`}>{intro}</p>
      </div>

      {mode === "create" ? quotaPanel : null}
      {notice}

      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <div className={layout.stack} style={LG_GAP}>
          <div id={imageSection.id}>
            <FormSection
              id={imageSection.headingId}
              title="Images"
              description={imageSection.description}
            >
              {lockedImages ? (
                lockedImages(items)
              ) : (
                <ImageList
                  id={imageSection.id}
                  maxImages={imageSection.max}
                  tooManyMessage={imageSection.tooManyMessage}
                  fullLabel={imageSection.fullLabel}
                  items={items}
                  onChange={changeImages}
                  error={errors.images}
                  disabled={busy || blocked}
                  onCrop={(item) =>
                    setCropping({
                      index: items.indexOf(item),
                      target: {
                        src: item.kind === "existing" ? item.cropUrl : item.url,
                        name: item.name,
                        label: `Image ${items.indexOf(item) + 1}`,
                      },
                    })
                  }
                />
              )}
            </FormSection>
          </div>
          {children({ values, errors, setText, setFlag, busy })}

          <UploadProgress busy={busy} />

          <div className={`${layout.row} ${classes.actions}`}>
            <Button to={back} variant="default">
              Cancel
            </Button>
            <Button type="submit" disabled={busy || blocked}>
              {submitLabel}
            </Button>
          </div>
        </div>
      </form>

      <CropDialog target={cropping?.target ?? null} onCancel={cancelCrop} onApply={applyCrop} />
    </div>
  );
}
