import { IconSearch } from "@tabler/icons-react";
import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { FieldFrame } from "~/components/field-frame";
import field from "~/components/text-field.module.css";

/**
 * A search field with the magnifier at its start and, while `rightSection`
 * is given (a spinner as the answer comes), that at its end. With
 * `hideLabel`, `label` names it for screen readers only.
 */
export function SearchInput({
  label,
  hideLabel = false,
  description,
  rightSection,
  className,
  id: givenId,
  ...input
}: {
  label: string;
  hideLabel?: boolean;
  description?: ReactNode;
  rightSection?: ReactNode;
  /** On the field's wrapper. */
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className">) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const descriptionId = `${id}-description`;
  const control = (
    <div className={field.control}>
      <span className={field.section} data-position="left">
        <IconSearch size={16} aria-hidden />
      </span>
      <input
        id={id}
        type="search"
        className={`${field.input} ${field.withLeft}${rightSection ? ` ${field.withRight}` : ""}`}
        aria-label={hideLabel ? label : undefined}
        aria-describedby={description ? descriptionId : undefined}
        {...input}
      />
      {rightSection ? (
        <span className={field.section} data-position="right">
          {rightSection}
        </span>
      ) : null}
    </div>
  );
  if (hideLabel) {
    return <div className={className ? `${field.field} ${className}` : field.field}>{control}</div>;
  }
  return (
    <FieldFrame
      id={id}
      label={label}
      description={description}
      descriptionId={descriptionId}
      errorId={`${id}-error`}
      className={className}
    >
      {control}
    </FieldFrame>
  );
}
