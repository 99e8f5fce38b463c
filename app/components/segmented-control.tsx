import { useId } from "react";
import layout from "./layout.module.css";
import classes from "./segmented-control.module.css";

/**
 * One choice of a few, as native radio buttons in a named group (arrow keys
 * move between them): controlled (`value` and `onChange`) and, with `name`,
 * sent with its form.
 */
export function SegmentedControl<Value extends string>({
  label,
  data,
  value,
  onChange,
  name,
  size,
  disabled,
  className,
}: {
  /** The group's name, for screen readers (a visible label is the caller's). */
  label: string;
  data: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  name?: string;
  size?: "xs" | "sm";
  disabled?: boolean;
  className?: string;
}) {
  const ownName = useId();
  return (
    <fieldset
      className={className ? `${classes.group} ${className}` : classes.group}
      data-size={size}
      disabled={disabled}
    >
      <legend className={layout.visuallyHidden}>{label}</legend>
      {data.map((option) => (
        <span className={classes.segment} key={option.value}>
          <input
            type="radio"
            className={classes.input}
            id={`${ownName}-${option.value}`}
            name={name ?? ownName}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <label className={classes.label} htmlFor={`${ownName}-${option.value}`}>
            {option.label}
          </label>
        </span>
      ))}
    </fieldset>
  );
}
