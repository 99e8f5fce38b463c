import { type InputHTMLAttributes, useId } from "react";
import classes from "./checkbox.module.css";
import field from "./text-field.module.css";
import own from "./text-input.module.css";

/**
 * A form's own checkbox (sent under `name`, ticked or not by the visitor),
 * drawn like Mantine's Checkbox, with an error under its label that marks it
 * invalid.
 */
export function FormCheckbox({
  label,
  error,
  id: givenId,
  ...input
}: {
  label: string;
  error?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const errorId = `${id}-error`;
  return (
    <div className={classes.checkbox}>
      <span className={classes.box}>
        <input
          id={id}
          type="checkbox"
          className={`${classes.input} mantine-focus-auto`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
          style={
            error ? { borderColor: "var(--mantine-color-error)", ...input.style } : input.style
          }
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
      <div className={own.checkboxText}>
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
