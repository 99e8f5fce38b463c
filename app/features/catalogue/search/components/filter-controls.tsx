import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Checkbox, CheckboxGroup } from "~/components/checkbox";
import { RangeSlider } from "~/components/range-slider";
import { SelectField } from "~/components/select-field";
import text from "~/components/text.module.css";
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
    <div>
      <div className={classes.priceHead}>
        <span className={`${text.sm} ${text.strong}`} id={labelId}>
          Price
        </span>
        <span className={`${text.sm} ${text.dimmed}`} aria-live="polite">
          {formatDollars(range[0])} – {formatDollars(range[1])}
          {range[1] >= max ? "+" : ""}
        </span>
      </div>
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
    </div>
  );
}

/**
 * A native select of the values in use, its first option (`allLabel`) for no
 * filter: at once usable, before and after the page's code has arrived.
 */
function FilterSelect({
  label,
  allLabel,
  data,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  data: string[];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <SelectField
      label={label}
      strongLabel
      data={[{ value: "", label: allLabel }, ...data.map((v) => ({ value: v, label: v }))]}
      value={value ?? ""}
      onChange={(event) => onChange(event.currentTarget.value || null)}
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
    <div className={classes.controls}>
      <PriceRange
        value={value}
        max={options.priceMax}
        onChange={(minPrice, maxPrice) => set({ minPrice, maxPrice })}
        commitDelay={commitDelay}
      />

      <FilterSelect
        label="Style"
        allLabel="All styles"
        data={selectData(options.styles, value.style)}
        value={value.style}
        onChange={(style) => set({ style })}
      />

      <FilterSelect
        label="Medium"
        allLabel="All mediums"
        data={selectData(options.mediums, value.medium)}
        value={value.medium}
        onChange={(medium) => set({ medium })}
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

      <div className={classes.withHint}>
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
      </div>
    </div>
  );
}

const HINT_LINK = `${link.link} ${link.underlined} ${classes.hintLink} focus-ring`;

/** Why Near me is off, or from where it measures. */
export function NearMeHint({ nearMe }: { nearMe: NearMe }) {
  if (nearMe.available) {
    return <p className={classes.hint}>Distances from ZIP {nearMe.zip}</p>;
  }
  if (nearMe.reason === "signed-out") {
    return (
      <p className={classes.hint}>
        <Link to="/login?redirectTo=%2Fsearch" className={HINT_LINK}>
          Sign in
        </Link>{" "}
        to find artworks near you.
      </p>
    );
  }
  return (
    <p className={classes.hint}>
      Add a ZIP code to{" "}
      <Link to="/profile" className={HINT_LINK}>
        your profile
      </Link>{" "}
      to find artworks near you.
    </p>
  );
}
