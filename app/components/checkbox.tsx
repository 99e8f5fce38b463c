import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import classes from "./checkbox.module.css";
import field from "./text-field.module.css";

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
 * A native checkbox with its label: controlled (`checked` and `onChange`,
 * which gets the new state) or a form's own (`name`, sent when ticked), with
 * an error under its label that marks it invalid.
 */
export function Checkbox({
  label,
  error,
  onChange,
  id: givenId,
  ...input
}: {
  label: string;
  error?: string;
  onChange?: (checked: boolean) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "onChange">) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const errorId = `${id}-error`;
  return (
    <div className={classes.checkbox}>
      <span className={classes.box}>
        <input
          id={id}
          type="checkbox"
          className={`${classes.input} focus-ring`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-error={error ? true : undefined}
          onChange={onChange ? (event) => onChange(event.currentTarget.checked) : undefined}
          {...input}
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
      <div className={classes.text}>
        <label htmlFor={id} className={classes.label}>
          {label}
        </label>
        {error ? (
          <p className={`${field.error} ${classes.label}`} id={errorId}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * An on/off setting: a native checkbox drawn as a switch (`role="switch"`),
 * with its label and an optional line under it; controlled (`checked` and
 * `onChange`, which gets the new state) or a form's own (`name`).
 */
export function Switch({
  label,
  description,
  onChange,
  id: givenId,
  ...input
}: {
  label: string;
  description?: string;
  onChange?: (checked: boolean) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "onChange" | "role">) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const descriptionId = `${id}-description`;
  return (
    <div className={classes.checkbox}>
      <input
        id={id}
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox tells its own state
        role="switch"
        className={`${classes.switchInput} focus-ring`}
        aria-describedby={description ? descriptionId : undefined}
        onChange={onChange ? (event) => onChange(event.currentTarget.checked) : undefined}
        {...input}
      />
      <div className={classes.text}>
        <label htmlFor={id} className={classes.label}>
          {label}
        </label>
        {description ? (
          <p className={classes.description} id={descriptionId}>
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
