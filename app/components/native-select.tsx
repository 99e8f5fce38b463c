import { type SelectHTMLAttributes, useId } from "react";
import { SelectChevron, type SelectOption } from "./select-field";
import field from "./text-field.module.css";
import classes from "./text-input.module.css";

/**
 * A form's labelled native select (sent under `name`), drawn like Mantine's
 * Select: a required marker, an error under it that marks it invalid, and an
 * empty first choice when `placeholder` is given.
 */
export function NativeSelect({
  label,
  data,
  error,
  placeholder,
  required,
  className,
  id: givenId,
  ...select
}: {
  label: string;
  data: readonly (SelectOption | string)[];
  error?: string;
  placeholder?: string;
  className?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "className">) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const errorId = `${id}-error`;
  return (
    <div
      className={className ? `${field.field} ${className}` : field.field}
      data-error={error ? true : undefined}
    >
      <label className={field.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={classes.required} aria-hidden="true">
            {" *"}
          </span>
        ) : null}
      </label>
      <div className={field.control}>
        <select
          id={id}
          className={`${field.input} ${field.withRight}`}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {data.map((option) => {
            const {
              value,
              label: text,
              disabled,
            } = typeof option === "string"
              ? { value: option, label: option, disabled: false }
              : option;
            return (
              <option key={value} value={value} disabled={disabled}>
                {text}
              </option>
            );
          })}
        </select>
        <span className={field.section} data-position="right">
          <SelectChevron />
        </span>
      </div>
      {error ? (
        <p className={field.error} id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
