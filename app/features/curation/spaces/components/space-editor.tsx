import { type CSSProperties, useCallback, useEffect, useRef, useState } from "react";
import { useActionData, useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/button";
import { Columns } from "~/components/columns";
import layout from "~/components/layout.module.css";
import { SelectField } from "~/components/select-field";
import text from "~/components/text.module.css";
import { Textarea, TextInput } from "~/components/text-input";
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
import { useActionResult } from "~/lib/http/use-action-result";
import { SPACE_TOO_MANY_IMAGES_MESSAGE } from "../../errors";
import type { SpaceFormValues } from "../form-values";
import { MY_SPACES_PATH } from "../list-search";
import { mayAddSpace, type SpaceQuota } from "../policy";
import {
  MAX_SPACE_IMAGES,
  MAX_WALL_SIDE,
  SPACE_FIELD_LIMITS,
  SPACE_TEXT_FIELDS,
  SPACE_TYPE_LABELS,
  SPACE_TYPES,
  type SpaceTextField,
  spaceFieldErrors,
  spaceFormSchema,
  WALL_UNITS,
} from "../schema";
import classes from "./space-form.module.css";
import { Section, SpaceQuotaPanel } from "./space-form-parts";

export type StoredSpaceImage = StoredImage;

const TYPE_OPTIONS = SPACE_TYPES.map((value) => ({ value, label: SPACE_TYPE_LABELS[value] }));
const UNIT_OPTIONS = WALL_UNITS.map((value) => ({ value, label: value }));
const LARGE_GAP = { "--gap": "var(--spacing-lg)" } as CSSProperties;

/**
 * The upload and edit form of a curator space (R-space-form, R-space-images):
 * name, type, description, the wall's real size and up to ten photos. It is
 * checked here with the server's schema, then sent with upload progress.
 */
export function SpaceEditor({
  mode,
  quota,
  initialValues,
  images,
}: {
  mode: "create" | "edit";
  quota?: SpaceQuota;
  initialValues: SpaceFormValues;
  images: StoredSpaceImage[];
}) {
  const [values, setValues] = useState(initialValues);
  const [items, setItems] = useState<ImageItem[]>(() => storedImageItems(images, "space"));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [cropping, setCropping] = useState<{ index: number; target: CropTarget } | null>(null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const actionData = useActionData();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  // Hiding the button is not the check: the action refuses too (R-quota-spaces).
  const blocked = mode === "create" && quota !== undefined && !mayAddSpace(quota);

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
  const setText = (field: SpaceTextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
    // The wall's sides are checked together.
    if (field === "wallWidth") clearError("wallHeight");
    if (field === "wallHeight") clearError("wallWidth");
  };
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
    const parsed = spaceFormSchema.safeParse({ ...values, images: tokens });
    if (!parsed.success) {
      const found = spaceFieldErrors(parsed.error);
      setErrors(found);
      showToast(Object.values(found)[0] ?? "Check the form", "red");
      const first = Object.keys(found)[0];
      const target =
        first === "images"
          ? document.getElementById("space-images")
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
    for (const field of SPACE_TEXT_FIELDS) form.append(field, values[field]);
    for (const token of tokens) form.append("images", token);
    for (const file of files) form.append("files", file, file.name);
    submit(form, { method: "post", encType: "multipart/form-data" });
  }

  const title = mode === "create" ? "Add New Space" : "Edit Space";
  const submitLabel = busy
    ? mode === "create"
      ? "Uploading..."
      : "Saving..."
    : mode === "create"
      ? "Create Space"
      : "Save Changes";

  return (
    <div className={`${layout.stack} ${classes.editor}`} style={LARGE_GAP}>
      <div>
        <h1 className={`${text.title} ${text.h1}`}>{title}</h1>
        <p className={`${text.plain} ${text.dimmed}`}>
          {mode === "create"
            ? "Add photos of your space and describe it. Fields marked * are required."
            : "Change the details or the photos of your space."}
        </p>
      </div>

      {mode === "create" && quota ? <SpaceQuotaPanel quota={quota} /> : null}

      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <div className={layout.stack} style={LARGE_GAP}>
          <div id="space-images">
            <Section
              id="space-section-images"
              title="Images"
              description="Add up to ten photos of the space. The first one is shown in the virtual gallery."
            >
              <ImageList
                id="space-images"
                maxImages={MAX_SPACE_IMAGES}
                tooManyMessage={SPACE_TOO_MANY_IMAGES_MESSAGE}
                fullLabel="Ten images added"
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
            </Section>
          </div>

          <Section id="space-section-details" title="Space Details">
            <TextInput
              label="Space Name"
              name="name"
              required
              maxLength={SPACE_FIELD_LIMITS.name}
              value={values.name}
              onChange={(event) => setText("name", event.currentTarget.value)}
              error={errors.name}
              disabled={busy}
            />
            <SelectField
              label="Space Type"
              name="type"
              required
              placeholder="Choose a type"
              data={TYPE_OPTIONS}
              value={values.type}
              onChange={(event) => setText("type", event.currentTarget.value)}
              error={errors.type}
              disabled={busy}
            />
            <Textarea
              label="Description"
              name="description"
              required
              minRows={3}
              maxRows={10}
              maxLength={SPACE_FIELD_LIMITS.description}
              value={values.description}
              onChange={(event) => setText("description", event.currentTarget.value)}
              error={errors.description}
              disabled={busy}
            />
          </Section>

          <Section
            id="space-section-wall"
            title="Wall Size"
            description="Optional. With the wall's real width and height, the virtual gallery shows works at their true size."
          >
            <Columns cols={{ base: 1, xs: 3 }} spacing="md">
              <TextInput
                label="Wall Width"
                name="wallWidth"
                inputMode="decimal"
                placeholder={`e.g. 144`}
                value={values.wallWidth}
                onChange={(event) => setText("wallWidth", event.currentTarget.value)}
                error={errors.wallWidth}
                disabled={busy}
                maxLength={String(MAX_WALL_SIDE).length + 4}
              />
              <TextInput
                label="Wall Height"
                name="wallHeight"
                inputMode="decimal"
                placeholder={`e.g. 96`}
                value={values.wallHeight}
                onChange={(event) => setText("wallHeight", event.currentTarget.value)}
                error={errors.wallHeight}
                disabled={busy}
                maxLength={String(MAX_WALL_SIDE).length + 4}
              />
              <SelectField
                label="Unit"
                name="wallUnit"
                data={UNIT_OPTIONS}
                value={values.wallUnit}
                onChange={(event) => setText("wallUnit", event.currentTarget.value)}
                error={errors.wallUnit}
                disabled={busy}
              />
            </Columns>
          </Section>

          <UploadProgress busy={busy} />

          <div
            className={`${layout.row} ${classes.actions}`}
            style={{ "--gap": "var(--spacing-sm)" } as CSSProperties}
          >
            <Button to={MY_SPACES_PATH} variant="default">
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
