import { Columns } from "~/components/columns";
import { SelectField } from "~/components/select-field";
import { Textarea, TextInput } from "~/components/text-input";
import type { StoredImage } from "~/features/media/ui";
import { FormSection, ItemEditor, type ItemImages } from "~/features/owned-items/ui";
import { SPACE_TOO_MANY_IMAGES_MESSAGE } from "../../errors";
import type { SpaceFormValues } from "../form-values";
import { MY_SPACES_PATH } from "../list-search";
import type { SpaceQuota } from "../policy";
import {
  MAX_SPACE_IMAGES,
  MAX_WALL_SIDE,
  SPACE_FIELD_LIMITS,
  SPACE_TEXT_FIELDS,
  SPACE_TYPE_LABELS,
  SPACE_TYPES,
  spaceFormSchema,
  WALL_UNITS,
} from "../schema";
import { SpaceQuotaPanel } from "./space-quota-panel";

export type StoredSpaceImage = StoredImage;

const TYPE_OPTIONS = SPACE_TYPES.map((value) => ({ value, label: SPACE_TYPE_LABELS[value] }));
const UNIT_OPTIONS = WALL_UNITS.map((value) => ({ value, label: value }));

const IMAGES: ItemImages = {
  id: "space-images",
  headingId: "space-section-images",
  description: "Add up to ten photos of the space. The first one is shown in the virtual gallery.",
  namePrefix: "space",
  max: MAX_SPACE_IMAGES,
  tooManyMessage: SPACE_TOO_MANY_IMAGES_MESSAGE,
  fullLabel: "Ten images added",
};

/** The wall's sides are checked together. */
const LINKED_FIELDS = [["wallWidth", "wallHeight"]] as const;

/**
 * The upload and edit form of a curator space (R-space-form, R-space-images):
 * name, type, description, the wall's real size and up to ten photos, in the
 * shared form of owned items.
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
  return (
    <ItemEditor
      mode={mode}
      title={mode === "create" ? "Add New Space" : "Edit Space"}
      intro={
        mode === "create"
          ? "Add photos of your space and describe it. Fields marked * are required."
          : "Change the details or the photos of your space."
      }
      createLabel="Create Space"
      initialValues={initialValues}
      images={images}
      imageSection={IMAGES}
      quota={quota}
      quotaPanel={quota ? <SpaceQuotaPanel quota={quota} /> : null}
      back={MY_SPACES_PATH}
      textFields={SPACE_TEXT_FIELDS}
      linkedFields={LINKED_FIELDS}
      schema={spaceFormSchema}
    >
      {({ values, errors, setText, busy }) => (
        <>
          <FormSection id="space-section-details" title="Space Details">
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
          </FormSection>

          <FormSection
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
          </FormSection>
        </>
      )}
    </ItemEditor>
  );
}
