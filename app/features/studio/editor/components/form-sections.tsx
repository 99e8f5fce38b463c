import type { CSSProperties } from "react";
import { Columns } from "~/components/columns";
import layout from "~/components/layout.module.css";
import { SegmentedControl } from "~/components/segmented-control";
import { SelectField } from "~/components/select-field";
import text from "~/components/text.module.css";
import { Textarea, TextInput } from "~/components/text-input";
import { ARTWORK_MEDIUMS } from "~/features/catalogue";
import { FormSection } from "~/features/owned-items/ui";
import type { ArtworkFormValues } from "~/features/studio/editor/form-values";
import {
  type ArtworkFlag,
  type ArtworkTextField,
  DIMENSION_UNITS,
  type DimensionUnit,
  FIELD_LIMITS,
} from "~/features/studio/editor/schema";
import classes from "./editor.module.css";

export type SectionProps = {
  values: ArtworkFormValues;
  errors: Record<string, string>;
  setText: (field: ArtworkTextField, value: string) => void;
  setFlag: (field: ArtworkFlag, value: boolean) => void;
  disabled: boolean;
  /** R-artwork-lifecycle: the work's facts are frozen (its first sale happened). */
  factsLocked?: boolean;
};

const MEDIUM_OPTIONS = ARTWORK_MEDIUMS.map((medium) => ({ value: medium, label: medium }));
const UNIT_OPTIONS = DIMENSION_UNITS.map((unit) => ({ value: unit, label: unit }));

export function DetailsSection({ values, errors, setText, disabled }: SectionProps) {
  return (
    <FormSection title="Artwork Details">
      <TextInput
        label="Artwork Name"
        name="title"
        required
        maxLength={FIELD_LIMITS.title}
        value={values.title}
        onChange={(event) => setText("title", event.currentTarget.value)}
        error={errors.title}
        disabled={disabled}
      />
      <TextInput
        label="Artist Name"
        name="originalArtistName"
        description="The original artist, if it is not you. Leave blank to show your own name."
        maxLength={FIELD_LIMITS.originalArtistName}
        value={values.originalArtistName}
        onChange={(event) => setText("originalArtistName", event.currentTarget.value)}
        error={errors.originalArtistName}
        disabled={disabled}
      />
      <Columns cols={{ base: 1, sm: 2 }} spacing="md">
        <SelectField
          label="Medium"
          name="medium"
          required
          placeholder="Select a medium"
          data={MEDIUM_OPTIONS}
          value={values.medium}
          onChange={(event) => setText("medium", event.currentTarget.value)}
          error={errors.medium}
          disabled={disabled}
        />
        <TextInput
          label="Style"
          name="style"
          placeholder="e.g. Abstract, Impressionist"
          maxLength={FIELD_LIMITS.style}
          value={values.style}
          onChange={(event) => setText("style", event.currentTarget.value)}
          error={errors.style}
          disabled={disabled}
        />
      </Columns>
      <Textarea
        label="Description"
        name="description"
        required
        minRows={4}
        maxRows={12}
        maxLength={FIELD_LIMITS.description}
        value={values.description}
        onChange={(event) => setText("description", event.currentTarget.value)}
        error={errors.description}
        disabled={disabled}
      />
    </FormSection>
  );
}

export function LocationSection({ values, errors, setText, disabled, factsLocked }: SectionProps) {
  return (
    <FormSection title="Location">
      <Columns cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Current Location"
          name="location"
          required
          placeholder="City, State"
          maxLength={FIELD_LIMITS.location}
          value={values.location}
          onChange={(event) => setText("location", event.currentTarget.value)}
          error={errors.location}
          disabled={disabled}
        />
        <TextInput
          label="Zip Code"
          name="zipCode"
          description="Used to show buyers how far away the artwork is."
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={FIELD_LIMITS.zipCode}
          value={values.zipCode}
          onChange={(event) => setText("zipCode", event.currentTarget.value)}
          error={errors.zipCode}
          disabled={disabled}
        />
      </Columns>
      <TextInput
        label="Inception Location"
        name="inceptionLocation"
        description="Where the artwork was made."
        maxLength={FIELD_LIMITS.inceptionLocation}
        value={values.inceptionLocation}
        onChange={(event) => setText("inceptionLocation", event.currentTarget.value)}
        error={errors.inceptionLocation}
        disabled={disabled || factsLocked}
      />
    </FormSection>
  );
}

/**
 * A price or a size, typed as a decimal (the phone shows its number pad); the
 * form's schema checks it, here and on the server, with its own messages.
 */
export function AmountInput({
  label,
  field,
  prefix,
  props,
}: {
  label: string;
  field: ArtworkTextField;
  prefix?: string;
  props: SectionProps;
}) {
  const { values, errors, setText, disabled } = props;
  return (
    <TextInput
      label={label}
      name={field}
      inputMode="decimal"
      autoComplete="off"
      leftSection={prefix}
      value={values[field]}
      onChange={(event) => setText(field, event.currentTarget.value)}
      error={errors[field]}
      disabled={disabled}
    />
  );
}

export function DimensionsSection(props: SectionProps) {
  const { values, errors, setText, disabled } = props;
  return (
    <FormSection title="Dimensions" description="Optional. Saved when any of them is entered.">
      <Columns cols={{ base: 1, xs: 3 }} spacing="md">
        <AmountInput label="Width" field="width" props={props} />
        <AmountInput label="Height" field="height" props={props} />
        <AmountInput label="Depth" field="depth" props={props} />
      </Columns>
      <div className={layout.row} style={{ "--gap": "var(--spacing-sm)" } as CSSProperties}>
        {/* Seen; the group's own legend names it for screen readers. */}
        <span className={`${text.sm} ${text.medium}`} aria-hidden="true">
          Unit
        </span>
        <SegmentedControl<DimensionUnit>
          label="Unit"
          data={UNIT_OPTIONS}
          value={(values.dimensionUnit || "in") as DimensionUnit}
          onChange={(value) => setText("dimensionUnit", value)}
          disabled={disabled}
        />
        {errors.dimensionUnit ? (
          <p className={`${text.plain} ${text.sm} ${classes.error}`}>{errors.dimensionUnit}</p>
        ) : null}
      </div>
    </FormSection>
  );
}
