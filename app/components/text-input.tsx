import { IconEye, IconEyeOff } from "@tabler/icons-react";
import {
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from "react";
import { describedBy, FieldFrame } from "./field-frame";
import field from "./text-field.module.css";
import classes from "./text-input.module.css";

type FieldLook = {
  label: ReactNode;
  /** A line under the label. */
  description?: ReactNode;
  /** Shown under the input, which is then marked invalid and described by it. */
  error?: ReactNode;
  /** An icon inside the input's start edge. */
  leftSection?: ReactNode;
  /** The label for screen readers only. */
  hideLabel?: boolean;
  size?: "sm" | "md";
  /** On the field's wrapper. */
  className?: string;
};

export type TextInputProps = FieldLook &
  Omit<InputHTMLAttributes<HTMLInputElement>, "size" | "className"> & {
    /** On the <input>. */
    inputClassName?: string;
    /** Something inside the input's end edge (a spinner while an answer comes). */
    rightSection?: ReactNode;
  };

/**
 * A labelled text field on the native <input>: 36 px tall (42 px at size md),
 * a 1 px grey border, medium corners. With `type="password"` a button at its
 * end shows or hides what was typed.
 */
export function TextInput({
  label,
  description,
  error,
  leftSection,
  rightSection,
  hideLabel,
  size,
  className,
  inputClassName,
  id: givenId,
  type = "text",
  required,
  ...input
}: TextInputProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  const password = type === "password";
  const inputClasses = [
    field.input,
    leftSection ? field.withLeft : null,
    password || rightSection ? field.withRight : null,
    inputClassName,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <FieldFrame
      id={id}
      label={label}
      description={description}
      descriptionId={descriptionId}
      error={error}
      errorId={errorId}
      required={required}
      size={size}
      hideLabel={hideLabel}
      className={className}
    >
      <div className={field.control}>
        {leftSection ? (
          <span className={field.section} data-position="left">
            {leftSection}
          </span>
        ) : null}
        <input
          id={id}
          type={password && visible ? "text" : type}
          className={inputClasses}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(description, descriptionId, error, errorId)}
          {...input}
        />
        {password ? (
          <span className={field.section} data-position="right">
            {/* Out of the tab order and unnamed, so the field keeps its one name. */}
            <button
              type="button"
              className={`${field.clear} ${classes.toggle}`}
              tabIndex={-1}
              aria-hidden="true"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => setVisible((shown) => !shown)}
            >
              {visible ? <IconEyeOff aria-hidden="true" /> : <IconEye aria-hidden="true" />}
            </button>
          </span>
        ) : rightSection ? (
          <span className={field.section} data-position="right">
            {rightSection}
          </span>
        ) : null}
      </div>
    </FieldFrame>
  );
}

export type TextareaProps = FieldLook &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className"> & {
    /** The fewest and most lines it grows between. */
    minRows?: number;
    maxRows?: number;
  };

/** A labelled <textarea> that grows with its text, from `minRows` to `maxRows` lines. */
export function Textarea({
  label,
  description,
  error,
  size,
  className,
  id: givenId,
  required,
  minRows = 3,
  maxRows = 10,
  style,
  leftSection: _leftSection,
  hideLabel,
  ...textarea
}: TextareaProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  return (
    <FieldFrame
      id={id}
      label={label}
      description={description}
      descriptionId={descriptionId}
      error={error}
      errorId={errorId}
      required={required}
      size={size}
      hideLabel={hideLabel}
      className={className}
    >
      <div className={field.control}>
        <textarea
          id={id}
          className={field.input}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(description, descriptionId, error, errorId)}
          style={{ "--rows-min": minRows, "--rows-max": maxRows, ...style } as CSSProperties}
          {...textarea}
        />
      </div>
    </FieldFrame>
  );
}
