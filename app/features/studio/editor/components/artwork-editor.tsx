import { type CSSProperties, useCallback, useEffect, useRef, useState } from "react";
import { useActionData, useNavigation, useSubmit } from "react-router";
import { Alert } from "~/components/alert";
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
  storedImageItems,
  UploadProgress,
} from "~/features/media/ui";
import { FACTS_LOCKED_MESSAGE } from "~/features/studio/editor/errors";
import type { ArtworkFormValues } from "~/features/studio/editor/form-values";
import {
  ARTWORK_FLAGS,
  ARTWORK_TEXT_FIELDS,
  type ArtworkFlag,
  type ArtworkTextField,
  artworkFieldErrors,
  artworkFormSchema,
  MAX_ARTWORK_IMAGES,
  TOO_MANY_IMAGES_MESSAGE,
} from "~/features/studio/editor/schema";
import { QuotaPanel } from "~/features/studio/quota/components/quota-panel";
import { type ArtworkQuota, mayUploadArtwork } from "~/features/studio/quota/policy";
import { isActionFailure } from "~/lib/errors";
import { useActionResult } from "~/lib/http/use-action-result";
import classes from "./editor.module.css";
import { AvailabilitySection, PricingSection, StatusSection } from "./form-options";
import {
  DetailsSection,
  DimensionsSection,
  FormSection,
  LocationSection,
  type SectionProps,
} from "./form-sections";
import { QrSection } from "./qr-section";

const LG_GAP = { "--gap": "var(--spacing-lg)" } as CSSProperties;

export type StoredImage = {
  imageId: string;
  url: string;
  largeUrl: string;
  width: number;
  height: number;
};

/**
 * The upload and edit form of an artwork (R-artwork-form): images, details,
 * location, dimensions, status badges, availability and pricing. It is
 * checked here with the server's schema, then sent with upload progress.
 */
export function ArtworkEditor({
  mode,
  artworkId,
  quota,
  initialValues,
  images,
  back = "/artist/artwork",
  factsLocked = false,
}: {
  mode: "create" | "edit";
  artworkId?: string;
  quota?: ArtworkQuota;
  initialValues: ArtworkFormValues;
  images: StoredImage[];
  back?: string;
  /** R-artwork-lifecycle: a sold work's facts and images are shown, not offered for change. */
  factsLocked?: boolean;
}) {
  const [values, setValues] = useState(initialValues);
  const [items, setItems] = useState<ImageItem[]>(() => storedImageItems(images, "image"));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [cropping, setCropping] = useState<{ index: number; target: CropTarget } | null>(null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const actionData = useActionData();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const blocked = mode === "create" && quota !== undefined && !mayUploadArtwork(quota);

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
  const setText = (field: ArtworkTextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  const setFlag = (field: ArtworkFlag, value: boolean) =>
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
    const parsed = artworkFormSchema.safeParse({ ...values, images: tokens });
    if (!parsed.success) {
      const found = artworkFieldErrors(parsed.error);
      setErrors(found);
      showToast(Object.values(found)[0] ?? "Check the form", "red");
      const first = Object.keys(found)[0];
      const target =
        first === "images"
          ? document.getElementById("artwork-images")
          : document.querySelector<HTMLElement>(`[name="${first}"]`);
      target?.scrollIntoView({ behavior: "smooth", block: "center" });
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
        target.focus({ preventScroll: true });
      }
      return;
    }
    const form = new FormData();
    for (const field of ARTWORK_TEXT_FIELDS) form.append(field, values[field]);
    for (const field of ARTWORK_FLAGS) form.append(field, values[field] ? "true" : "false");
    for (const token of tokens) form.append("images", token);
    for (const file of files) form.append("files", file, file.name);
    form.append("back", back);
    submit(form, { method: "post", encType: "multipart/form-data" });
  }

  const sectionProps: SectionProps = {
    values,
    errors,
    setText,
    setFlag,
    disabled: busy,
    factsLocked,
  };
  const factProps: SectionProps = { ...sectionProps, disabled: busy || factsLocked };
  const title = mode === "create" ? "Upload Artwork" : "Edit Artwork";
  const submitLabel = busy
    ? mode === "create"
      ? "Uploading..."
      : "Saving..."
    : mode === "create"
      ? "Upload Artwork"
      : "Save Changes";

  return (
    <div className={`${layout.stack} ${classes.page}`} style={LG_GAP}>
      <div>
        <h1 className={`${text.title} ${text.h1}`}>{title}</h1>
        <p className={`${text.plain} ${text.dimmed}`}>
          {mode === "create"
            ? "Add photos and details of your artwork. Fields marked * are required."
            : "Change the details or the photos of your artwork."}
        </p>
      </div>

      {mode === "create" && quota ? <QuotaPanel quota={quota} /> : null}
      {factsLocked ? (
        <Alert color="blue" role="status" title="Recorded at its first sale">
          {FACTS_LOCKED_MESSAGE}
        </Alert>
      ) : null}

      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <div className={layout.stack} style={LG_GAP}>
          <div id="artwork-images">
            <FormSection
              title="Images"
              description={
                factsLocked
                  ? "The photos recorded with the work. The first is the main image."
                  : "Add up to five photos. Drag them, or use the arrows, to set the order."
              }
            >
              {factsLocked ? (
                <div className={`${layout.row} ${classes.lockedImages}`}>
                  {items.map((item, index) => (
                    <img
                      key={item.key}
                      src={item.url}
                      alt={index === 0 ? "The work, main view" : `The work, view ${index + 1}`}
                      width={120}
                      height={90}
                      className={classes.lockedImage}
                    />
                  ))}
                </div>
              ) : (
                <ImageList
                  id="artwork-images"
                  maxImages={MAX_ARTWORK_IMAGES}
                  tooManyMessage={TOO_MANY_IMAGES_MESSAGE}
                  fullLabel="Five images added"
                  items={items}
                  onChange={changeImages}
                  error={errors.images}
                  disabled={busy}
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
          <DetailsSection {...factProps} />
          <LocationSection {...sectionProps} />
          <DimensionsSection {...factProps} />
          <StatusSection {...factProps} />
          <AvailabilitySection {...sectionProps} />
          <PricingSection {...sectionProps} />
          {mode === "edit" && artworkId ? <QrSection artworkId={artworkId} /> : null}

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
