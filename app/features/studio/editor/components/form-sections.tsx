import {
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import type { ReactNode } from "react";
import { Columns } from "~/components/columns";
import layout from "~/components/layout.module.css";
import { ARTWORK_MEDIUMS } from "~/features/catalogue";
import type { ArtworkFormValues } from "~/features/studio/editor/form-values";
import {
  type ArtworkFlag,
  type ArtworkTextField,
  DIMENSION_UNITS,
  FIELD_LIMITS,
  MAX_DIMENSION,
} from "~/features/studio/editor/schema";

export type SectionProps = {
  values: ArtworkFormValues;
  errors: Record<string, string>;
  setText: (field: ArtworkTextField, value: string) => void;
  setFlag: (field: ArtworkFlag, value: boolean) => void;
  disabled: boolean;
  /** R-artwork-lifecycle: the work's facts are frozen (its first sale happened). */
  factsLocked?: boolean;
};

export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <Paper withBorder radius="md" className={layout.panel} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

const MEDIUM_OPTIONS = ARTWORK_MEDIUMS.map((medium) => ({ value: medium, label: medium }));

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
        <Select
          label="Medium"
          name="medium"
          required
          placeholder="Select a medium"
          data={MEDIUM_OPTIONS}
          searchable
          nothingFoundMessage="No medium matches"
          value={values.medium || null}
          onChange={(value) => setText("medium", value ?? "")}
          error={errors.medium}
          disabled={disabled}
          comboboxProps={{ withinPortal: true }}
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
        autosize
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

export function AmountInput({
  label,
  field,
  decimals,
  max,
  prefix,
  props,
}: {
  label: string;
  field: ArtworkTextField;
  decimals: 1 | 2;
  max: number;
  prefix?: string;
  props: SectionProps;
}) {
  const { values, errors, setText, disabled } = props;
  return (
    <NumberInput
      label={label}
      name={field}
      min={0}
      max={max}
      step={decimals === 1 ? 0.1 : 0.01}
      decimalScale={decimals}
      allowNegative={false}
      clampBehavior="none"
      leftSection={prefix}
      value={values[field]}
      onChange={(value) => setText(field, String(value))}
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
        <AmountInput label="Width" field="width" decimals={1} max={MAX_DIMENSION} props={props} />
        <AmountInput label="Height" field="height" decimals={1} max={MAX_DIMENSION} props={props} />
        <AmountInput label="Depth" field="depth" decimals={1} max={MAX_DIMENSION} props={props} />
      </Columns>
      <Group gap="sm" align="center">
        <Text size="sm" fw={500} id="dimension-unit-label">
          Unit
        </Text>
        <SegmentedControl
          aria-labelledby="dimension-unit-label"
          data={DIMENSION_UNITS.map((unit) => ({ value: unit, label: unit }))}
          value={values.dimensionUnit || "in"}
          onChange={(value) => setText("dimensionUnit", value)}
          disabled={disabled}
        />
        {errors.dimensionUnit ? (
          <Text size="sm" c="red">
            {errors.dimensionUnit}
          </Text>
        ) : null}
      </Group>
    </FormSection>
  );
}
