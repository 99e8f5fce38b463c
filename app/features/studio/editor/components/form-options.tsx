import type { CSSProperties } from "react";
import { Checkbox, Switch } from "~/components/checkbox";
import { Columns } from "~/components/columns";
import layout from "~/components/layout.module.css";
import { FormSection } from "~/features/owned-items/ui";
import type { ArtworkFlag } from "~/features/studio/editor/schema";
import { AmountInput, type SectionProps } from "./form-sections";

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
      <div className={layout.stack} style={{ "--gap": "var(--spacing-sm)" } as CSSProperties}>
        {STATUS_BADGES.map(({ field, label }) => (
          <Checkbox
            key={field}
            name={field}
            label={label}
            checked={values[field]}
            onChange={(checked) => setFlag(field, checked)}
            disabled={disabled}
          />
        ))}
      </div>
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
        onChange={(checked) => setFlag("isAvailable", checked)}
        disabled={disabled}
      />
      <Switch
        name="manageOwnSales"
        label="I manage my own sales"
        description="Buyers contact you directly; the artwork is marked Artist-managed."
        checked={values.manageOwnSales}
        onChange={(checked) => setFlag("manageOwnSales", checked)}
        disabled={disabled}
      />
      <Switch
        name="processWithAi"
        label="Process with AI"
        description="Include this artwork in AI suggestions for curators' spaces."
        checked={values.processWithAi}
        onChange={(checked) => setFlag("processWithAi", checked)}
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
      <AmountInput label="Sale Price" field="salePrice" prefix="$" props={props} />
      <Columns cols={{ base: 1, sm: 3 }} spacing="md">
        <AmountInput label="Daily Lease Rate" field="leaseDailyRate" prefix="$" props={props} />
        <AmountInput label="Weekly Lease Rate" field="leaseWeeklyRate" prefix="$" props={props} />
        <AmountInput label="Monthly Lease Rate" field="leaseMonthlyRate" prefix="$" props={props} />
      </Columns>
    </FormSection>
  );
}
