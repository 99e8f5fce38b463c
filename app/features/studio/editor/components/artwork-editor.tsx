import { Alert } from "~/components/alert";
import layout from "~/components/layout.module.css";
import type { StoredImage } from "~/features/media/ui";
import { ItemEditor, type ItemImages } from "~/features/owned-items/ui";
import { FACTS_LOCKED_MESSAGE } from "~/features/studio/editor/errors";
import type { ArtworkFormValues } from "~/features/studio/editor/form-values";
import {
  ARTWORK_FLAGS,
  ARTWORK_TEXT_FIELDS,
  artworkFormSchema,
  MAX_ARTWORK_IMAGES,
  TOO_MANY_IMAGES_MESSAGE,
} from "~/features/studio/editor/schema";
import { QuotaPanel } from "~/features/studio/quota/components/quota-panel";
import type { ArtworkQuota } from "~/features/studio/quota/policy";
import classes from "./editor.module.css";
import { AvailabilitySection, PricingSection, StatusSection } from "./form-options";
import {
  DetailsSection,
  DimensionsSection,
  LocationSection,
  type SectionProps,
} from "./form-sections";
import { QrSection } from "./qr-section";

const IMAGES: ItemImages = {
  id: "artwork-images",
  description: "Add up to five photos. Drag them, or use the arrows, to set the order.",
  namePrefix: "image",
  max: MAX_ARTWORK_IMAGES,
  tooManyMessage: TOO_MANY_IMAGES_MESSAGE,
  fullLabel: "Five images added",
};

const LOCKED_IMAGES: ItemImages = {
  ...IMAGES,
  description: "The photos recorded with the work. The first is the main image.",
};

/**
 * The upload and edit form of an artwork (R-artwork-form): images, details,
 * location, dimensions, status badges, availability and pricing, in the
 * shared form of owned items.
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
  return (
    <ItemEditor
      mode={mode}
      title={mode === "create" ? "Upload Artwork" : "Edit Artwork"}
      intro={
        mode === "create"
          ? "Add photos and details of your artwork. Fields marked * are required."
          : "Change the details or the photos of your artwork."
      }
      createLabel="Upload Artwork"
      initialValues={initialValues}
      images={images}
      imageSection={factsLocked ? LOCKED_IMAGES : IMAGES}
      quota={quota}
      quotaPanel={quota ? <QuotaPanel quota={quota} /> : null}
      notice={
        factsLocked ? (
          <Alert color="blue" role="status" title="Recorded at its first sale">
            {FACTS_LOCKED_MESSAGE}
          </Alert>
        ) : null
      }
      lockedImages={
        factsLocked
          ? (items) => (
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
            )
          : undefined
      }
      back={back}
      textFields={ARTWORK_TEXT_FIELDS}
      flags={ARTWORK_FLAGS}
      schema={artworkFormSchema}
    >
      {({ values, errors, setText, setFlag, busy }) => {
        const sectionProps: SectionProps = {
          values,
          errors,
          setText,
          setFlag,
          disabled: busy,
          factsLocked,
        };
        const factProps: SectionProps = { ...sectionProps, disabled: busy || factsLocked };
        return (
          <>
            <DetailsSection {...factProps} />
            <LocationSection {...sectionProps} />
            <DimensionsSection {...factProps} />
            <StatusSection {...factProps} />
            <AvailabilitySection {...sectionProps} />
            <PricingSection {...sectionProps} />
            {mode === "edit" && artworkId ? <QrSection artworkId={artworkId} /> : null}
          </>
        );
      }}
    </ItemEditor>
  );
}
