import type { ReactNode } from "react";
import layout from "./layout.module.css";
import field from "./text-field.module.css";

/**
 * A field's label (with its required marker), description, control and error,
 * in that order: one frame for every field.
 */
export function FieldFrame({
  id,
  label,
  description,
  descriptionId,
  error,
  errorId,
  required,
  size,
  strongLabel = false,
  hideLabel = false,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  descriptionId: string;
  error?: ReactNode;
  errorId: string;
  required?: boolean;
  size?: "sm" | "md";
  /** The label in semibold, as the search filters' headings. */
  strongLabel?: boolean;
  /** The label for screen readers only, where the page around says what the field is. */
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={className ? `${field.field} ${className}` : field.field}
      data-size={size === "md" ? "md" : undefined}
      data-error={error ? true : undefined}
    >
      <label
        className={
          hideLabel
            ? layout.visuallyHidden
            : strongLabel
              ? `${field.label} ${field.strong}`
              : field.label
        }
        htmlFor={id}
      >
        {label}
        {required ? (
          <span className={field.required} aria-hidden="true">
            {" *"}
          </span>
        ) : null}
      </label>
      {description ? (
        <p className={field.description} id={descriptionId}>
          {description}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className={field.error} id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function describedBy(
  description: ReactNode,
  descriptionId: string,
  error: ReactNode,
  errorId: string,
) {
  const ids = [description ? descriptionId : null, error ? errorId : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}
