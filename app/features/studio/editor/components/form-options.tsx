import { Checkbox, Stack, Switch } from "@mantine/core";
import { Columns } from "~/components/columns";
import { type ArtworkFlag, MAX_PRICE_DOLLARS } from "~/features/studio/editor/schema";
import { AmountInput, FormSection, type SectionProps } from "./form-sections";

const STATUS_BADGES: { field: ArtworkFlag; label: string }[] = [
  { field: "inGentrificationZone", label: "I live or work in a qualified gentrification zone" },
  {
    field: "receivedLoanGrant",
    label: "I have applied for or received a loan or grant from The Fair Trade Art Gallery",
  },
  { field: "isSpecialNeedsArtist", label: "I am a special needs artist" },
  { field: "isSeekingLocation", label: "I am seeking a location to display my work" },
];

export function StatusSection({ values, setFlag, disabled }: SectionProps) {
  return (
    <FormSection
      title="Artist Status"
      description="Each one shows as a badge on the artwork, so buyers can support you."
    >
      <Stack gap="sm">
        {STATUS_BADGES.map(({ field, label }) => (
          <Checkbox
            key={field}
            name={field}
            label={label}
            checked={values[field]}
            onChange={(event) => setFlag(field, event.currentTarget.checked)}
            disabled={disabled}
          />
        ))}
      </Stack>
    </FormSection>
  );
}

export function AvailabilitySection({ values, setFlag, disabled }: SectionProps) {
  return (
    <FormSection title="Availability and Sales">
      <Switch
        name="isAvailable"
        label="Available for sale or lease"
        description="Turn off while the artwork is sold, on loan or otherwise unavailable."
        checked={values.isAvailable}
        onChange={(event) => setFlag("isAvailable", event.currentTarget.checked)}
        disabled={disabled}
      />
      <Switch
        name="manageOwnSales"
        label="I manage my own sales"
        description="Buyers contact you directly; the artwork is marked Artist-managed."
        checked={values.manageOwnSales}
        onChange={(event) => setFlag("manageOwnSales", event.currentTarget.checked)}
        disabled={disabled}
      />
      <Switch
        name="processWithAi"
        label="Process with AI"
        description="Include this artwork in AI suggestions for curators' spaces."
        checked={values.processWithAi}
        onChange={(event) => setFlag("processWithAi", event.currentTarget.checked)}
        disabled={disabled}
      />
    </FormSection>
  );
}

export function PricingSection(props: SectionProps) {
  return (
    <FormSection
      title="Pricing"
      description="In US dollars. Leave a price blank if the artwork is not offered that way."
    >
      <AmountInput
        label="Sale Price"
        field="salePrice"
        decimals={2}
        max={MAX_PRICE_DOLLARS}
        prefix="$"
        props={props}
      />
      <Columns cols={{ base: 1, sm: 3 }} spacing="md">
        <AmountInput
          label="Daily Lease Rate"
          field="leaseDailyRate"
          decimals={2}
          max={MAX_PRICE_DOLLARS}
          prefix="$"
          props={props}
        />
        <AmountInput
          label="Weekly Lease Rate"
          field="leaseWeeklyRate"
          decimals={2}
          max={MAX_PRICE_DOLLARS}
          prefix="$"
          props={props}
        />
        <AmountInput
          label="Monthly Lease Rate"
          field="leaseMonthlyRate"
          decimals={2}
          max={MAX_PRICE_DOLLARS}
          prefix="$"
          props={props}
        />
      </Columns>
    </FormSection>
  );
}
