import { type ReactNode, useId } from "react";
import classes from "./checkbox.module.css";

/** Checkboxes under a heading, announced as a group of that name. */
export function CheckboxGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset className={classes.group}>
      <legend className={classes.groupLabel}>{label}</legend>
      <div className={classes.options}>{children}</div>
    </fieldset>
  );
}

/**
 * A native checkbox with its label, drawn like Mantine's Checkbox: light to
 * render and hydrate.
 */
export function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={classes.checkbox}>
      <span className={classes.box}>
        <input
          id={id}
          type="checkbox"
          className={`${classes.input} mantine-focus-auto`}
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <svg className={classes.check} viewBox="0 0 10 7" fill="none" aria-hidden="true">
          <path
            d="M1 3l3 3 5-5"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
    </div>
  );
}
