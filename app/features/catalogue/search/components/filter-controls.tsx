import {
  Anchor,
  Checkbox,
  ComboboxChevron,
  Group,
  Input,
  NativeSelect,
  RangeSlider,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import {
  type NearMe,
  RADIUS_OPTIONS,
  type Radius,
  type SearchOptions,
  type SearchState,
  SUPPORT_PARAMS,
} from "~/features/catalogue/search/schema";
import { SUPPORT_LABELS } from "~/features/catalogue/search/search-wording";
import { deferredModule, useStandIns } from "~/lib/deferred-module";
import { formatDollars } from "~/lib/format";

function sliderStep(max: number) {
  return Math.max(10, Math.round(max / 1000) * 10);
}

/** The price range in dollars from 0 to the slider maximum; the ends mean "no bound". */
function PriceRange({
  value,
  max,
  onChange,
  commitDelay,
}: {
  value: SearchState;
  max: number;
  onChange: (minPrice: number | null, maxPrice: number | null) => void;
  /** Wait this long after the last change before applying (keyboard presses come one by one). */
  commitDelay: number;
}) {
  const fromState = (): [number, number] => {
    const low = Math.min(value.minPrice ?? 0, max);
    const high = Math.min(value.maxPrice ?? max, max);
    return [Math.min(low, high), high];
  };
  const [range, setRange] = useState<[number, number]>(fromState);
  const key = `${value.minPrice}-${value.maxPrice}-${max}`;
  const shownKey = useRef(key);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL changed (back button, chip removed): show what it says.
  useEffect(() => {
    if (shownKey.current !== key) {
      shownKey.current = key;
      setRange(fromState());
    }
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = ([low, high]: [number, number]) => {
    clearTimeout(timer.current);
    const apply = () => onChange(low > 0 ? low : null, high < max ? high : null);
    if (commitDelay > 0) timer.current = setTimeout(apply, commitDelay);
    else apply();
  };

  const step = sliderStep(max);
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text component="span" fw={600} size="sm" id="price-range-label">
          Price
        </Text>
        <Text component="span" size="sm" c="dimmed" aria-live="polite">
          {formatDollars(range[0])} – {formatDollars(range[1])}
          {range[1] >= max ? "+" : ""}
        </Text>
      </Group>
      <RangeSlider
        min={0}
        max={max}
        step={step}
        minRange={step}
        value={range}
        onChange={setRange}
        onChangeEnd={commit}
        label={formatDollars}
        thumbFromLabel="Minimum price"
        thumbToLabel="Maximum price"
        thumbValueText={formatDollars}
        aria-labelledby="price-range-label"
        name="price"
        mx={4}
        mb="xs"
      />
    </Stack>
  );
}

const useSelect = deferredModule(() => import("./filter-select"));

/**
 * A searchable, clearable list of values. Until Mantine's Select is put in
 * place (its code comes when the browser is idle after the page, or at once
 * when the field is focused; it takes the field's place when someone reaches
 * for it) a field that looks the same stands in; a click, or an arrow key,
 * drops the list down once it is here, and its clear button works at once.
 */
function FilterSelect({
  label,
  placeholder,
  data,
  value,
  onChange,
  nothingFoundMessage,
}: {
  label: string;
  placeholder: string;
  data: string[];
  value: string | null;
  onChange: (value: string | null) => void;
  nothingFoundMessage: string;
}) {
  const [select, requestSelect] = useSelect();
  const { standIn, replacement } = useStandIns(select !== undefined, requestSelect);
  const clearLabel = `Clear ${label}`;
  if (select) {
    return (
      <select.Select
        label={label}
        labelProps={{ fw: 600 }}
        placeholder={placeholder}
        data={data}
        value={value}
        onChange={onChange}
        clearable
        searchable
        nothingFoundMessage={nothingFoundMessage}
        comboboxProps={{ withinPortal: true }}
        clearButtonProps={{ "aria-label": clearLabel }}
        {...replacement(label)}
      />
    );
  }
  return (
    <TextInput
      label={label}
      labelProps={{ fw: 600 }}
      placeholder={placeholder}
      value={value ?? ""}
      // Not read-only (the list is searchable once here): typing just waits for it.
      onChange={() => {}}
      onBeforeInput={(event) => event.preventDefault()}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      // The same sections as Mantine's Select: a chevron, and a working clear button
      // once a value is chosen.
      __defaultRightSection={<ComboboxChevron />}
      __clearSection={<Input.ClearButton aria-label={clearLabel} onClick={() => onChange(null)} />}
      __clearable={value !== null}
      rightSectionPointerEvents="none"
      {...standIn(label)}
    />
  );
}

/**
 * Every filter of the search page. The desktop sidebar applies each change at
 * once; the phone drawer collects them in a draft until 'Apply Filters'.
 */
export function FilterControls({
  value,
  options,
  nearMe,
  onChange,
  commitDelay = 0,
}: {
  value: SearchState;
  options: SearchOptions;
  nearMe: NearMe;
  onChange: (next: SearchState) => void;
  commitDelay?: number;
}) {
  const set = (patch: Partial<SearchState>) => onChange({ ...value, ...patch, page: 1 });
  const selectData = (values: string[], current: string | null) =>
    current && !values.includes(current) ? [...values, current] : values;

  return (
    <Stack gap="lg">
      <PriceRange
        value={value}
        max={options.priceMax}
        onChange={(minPrice, maxPrice) => set({ minPrice, maxPrice })}
        commitDelay={commitDelay}
      />

      <FilterSelect
        label="Style"
        placeholder="All styles"
        data={selectData(options.styles, value.style)}
        value={value.style}
        onChange={(style) => set({ style })}
        nothingFoundMessage="No matching style"
      />

      <FilterSelect
        label="Medium"
        placeholder="All mediums"
        data={selectData(options.mediums, value.medium)}
        value={value.medium}
        onChange={(medium) => set({ medium })}
        nothingFoundMessage="No matching medium"
      />

      <Checkbox.Group
        label="Artist support"
        labelProps={{ fw: 600 }}
        value={SUPPORT_PARAMS.filter(({ key }) => value.support[key]).map(({ key }) => key)}
        onChange={(checked) =>
          set({
            support: Object.fromEntries(
              SUPPORT_PARAMS.map(({ key }) => [key, checked.includes(key)]),
            ) as SearchState["support"],
          })
        }
      >
        <Stack gap="xs" mt={6}>
          {SUPPORT_PARAMS.map(({ key }) => (
            <Checkbox key={key} value={key} label={SUPPORT_LABELS[key]} />
          ))}
        </Stack>
      </Checkbox.Group>

      <Checkbox.Group
        label="Availability"
        labelProps={{ fw: 600 }}
        value={[value.forSale ? "forSale" : null, value.forLease ? "forLease" : null].filter(
          (v): v is string => v !== null,
        )}
        onChange={(checked) =>
          set({ forSale: checked.includes("forSale"), forLease: checked.includes("forLease") })
        }
      >
        <Stack gap="xs" mt={6}>
          <Checkbox value="forSale" label="For Sale" />
          <Checkbox value="forLease" label="For Lease" />
        </Stack>
      </Checkbox.Group>

      <Stack gap={4}>
        <NativeSelect
          label="Near me"
          labelProps={{ fw: 600 }}
          data={[
            { value: "", label: "Any distance" },
            ...RADIUS_OPTIONS.map((r) => ({ value: String(r), label: `Within ${r} miles` })),
          ]}
          value={value.within == null ? "" : String(value.within)}
          onChange={(event) => {
            const within = event.currentTarget.value;
            set({ within: within ? (Number(within) as Radius) : null });
          }}
          disabled={!nearMe.available}
        />
        <NearMeHint nearMe={nearMe} />
      </Stack>
    </Stack>
  );
}

/** Why Near me is off, or from where it measures. */
export function NearMeHint({ nearMe }: { nearMe: NearMe }) {
  if (nearMe.available) {
    return (
      <Text size="xs" c="dimmed">
        Distances from ZIP {nearMe.zip}
      </Text>
    );
  }
  if (nearMe.reason === "signed-out") {
    return (
      <Text size="xs" c="dimmed">
        <Anchor component={Link} to="/login?redirectTo=%2Fsearch" size="xs" underline="always">
          Sign in
        </Anchor>{" "}
        to find artworks near you.
      </Text>
    );
  }
  return (
    <Text size="xs" c="dimmed">
      Add a ZIP code to{" "}
      <Anchor component={Link} to="/profile" size="xs" underline="always">
        your profile
      </Anchor>{" "}
      to find artworks near you.
    </Text>
  );
}
