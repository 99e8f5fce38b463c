import { type ReactNode, type SelectHTMLAttributes, useId } from "react";
import { FieldFrame } from "./field-frame";
import field from "./text-field.module.css";

/** The up-and-down chevron at a select's end. */
export function SelectChevron() {
  return (
    <svg className={field.chevron} viewBox="0 0 15 15" fill="none" aria-hidden="true">
      <path
        d="M4.932 5.432a.45.45 0 1 0 .636.636L7.5 4.136l1.932 1.932a.45.45 0 0 0 .636-.636l-2.25-2.25a.45.45 0 0 0-.636 0l-2.25 2.25Zm5.136 4.136a.45.45 0 0 0-.636-.636L7.5 10.864 5.568 8.932a.45.45 0 0 0-.636.636l2.25 2.25a.45.45 0 0 0 .636 0l2.25-2.25Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** The small cross of a field's clear button. */
export function ClearIcon() {
  return (
    <svg viewBox="0 0 15 15" fill="none" aria-hidden="true">
      <path
        d="M3.6 3.6l7.8 7.8M11.4 3.6l-7.8 7.8"
        stroke="currentColor"
        strokeWidth="0.95"
        strokeLinecap="round"
      />
    </svg>
  );
}

export type SelectOption = { value: string; label: string; disabled?: boolean };

/**
 * A labelled native select, light to render and hydrate and at home on
 * phones: controlled (`value`, `onChange`) or a form's own (`name`,
 * `defaultValue`), with a required marker, an error under it that marks it
 * invalid, and an empty first choice when `placeholder` is given.
 */
export function SelectField({
  label,
  data,
  error,
  placeholder,
  required,
  strongLabel = false,
  className,
  id: givenId,
  ...select
}: {
  label: ReactNode;
  data: readonly (SelectOption | string)[];
  error?: string;
  placeholder?: string;
  /** The label in semibold, as the search filters' headings. */
  strongLabel?: boolean;
  className?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "className">) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const errorId = `${id}-error`;
  return (
    <FieldFrame
      id={id}
      label={label}
      descriptionId={`${id}-description`}
      error={error}
      errorId={errorId}
      required={required}
      strongLabel={strongLabel}
      className={className}
    >
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
            } = typeof option === "string" ? { value: option, label: option } : option;
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
    </FieldFrame>
  );
}
