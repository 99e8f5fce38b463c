import { Group, Stack, Text } from "@mantine/core";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Checkbox, CheckboxGroup } from "~/components/checkbox";
import { RangeSlider } from "~/components/range-slider";
import { ClearIcon, SelectChevron, SelectField } from "~/components/select-field";
import field from "~/components/text-field.module.css";
import link from "~/components/text-link.module.css";
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
import classes from "./search-page.module.css";

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
  const step = sliderStep(max);
  // The URL's bounds on the slider, at least a step apart so that each thumb can move.
  const fromState = (): [number, number] => {
    const high = Math.min(Math.max(value.maxPrice ?? max, 0), max);
    const low = Math.min(Math.max(value.minPrice ?? 0, 0), high);
    if (high - low >= step) return [low, high];
    return high >= step ? [high - step, high] : [0, Math.min(step, max)];
  };
  const labelId = useId();
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
    const minPrice = low > 0 ? low : null;
    const maxPrice = high < max ? high : null;
    // Back where the search already is (a thumb let go where it started): nothing to do.
    if (minPrice === value.minPrice && maxPrice === value.maxPrice) return;
    const apply = () => onChange(minPrice, maxPrice);
    if (commitDelay > 0) timer.current = setTimeout(apply, commitDelay);
    else apply();
  };

  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text component="span" fw={600} size="sm" id={labelId}>
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
        format={formatDollars}
        thumbFromLabel="Minimum price"
        labelledBy={labelId}
        thumbToLabel="Maximum price"
        className={classes.price}
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
  const id = useId();
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
    <div className={field.field}>
      <label className={`${field.label} ${field.strong}`} htmlFor={id}>
        {label}
      </label>
      <div className={field.control}>
        <input
          id={id}
          className={`${field.input} ${value !== null ? field.withClear : field.withRight}`}
          placeholder={placeholder}
          value={value ?? ""}
          // Not read-only (the list is searchable once here): typing just waits for it.
          onChange={() => {}}
          onBeforeInput={(event) => event.preventDefault()}
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={false}
          autoComplete="off"
          {...standIn(label)}
        />
        {/* The same sections as Mantine's Select: a chevron, and a working clear button
            once a value is chosen. */}
        <span
          className={field.section}
          data-position="right"
          data-clear={value !== null || undefined}
        >
          {value !== null ? (
            <button
              type="button"
              className={`${field.clear} mantine-focus-auto mantine-active`}
              aria-label={clearLabel}
              onClick={() => onChange(null)}
            >
              <ClearIcon />
            </button>
          ) : null}
          <SelectChevron />
        </span>
      </div>
    </div>
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

      <CheckboxGroup label="Artist support">
        {SUPPORT_PARAMS.map(({ key }) => (
          <Checkbox
            key={key}
            label={SUPPORT_LABELS[key]}
            checked={value.support[key]}
            onChange={(checked) => set({ support: { ...value.support, [key]: checked } })}
          />
        ))}
      </CheckboxGroup>

      <CheckboxGroup label="Availability">
        <Checkbox
          label="For Sale"
          checked={value.forSale}
          onChange={(forSale) => set({ forSale })}
        />
        <Checkbox
          label="For Lease"
          checked={value.forLease}
          onChange={(forLease) => set({ forLease })}
        />
      </CheckboxGroup>

      <Stack gap={4}>
        <SelectField
          label="Near me"
          strongLabel
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

const HINT_LINK = `${link.link} ${link.underlined} mantine-focus-auto`;

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
        <Link to="/login?redirectTo=%2Fsearch" className={HINT_LINK}>
          Sign in
        </Link>{" "}
        to find artworks near you.
      </Text>
    );
  }
  return (
    <Text size="xs" c="dimmed">
      Add a ZIP code to{" "}
      <Link to="/profile" className={HINT_LINK}>
        your profile
      </Link>{" "}
      to find artworks near you.
    </Text>
  );
}
