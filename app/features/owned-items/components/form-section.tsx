import type { ReactNode } from "react";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";

/** A titled panel of an owned item's form; its heading names the section for screen readers. */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  /** The heading's id; by default made from the title. */
  id?: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = id ?? `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`${layout.paper} ${layout.panel} ${layout.stack}`}
    >
      <div>
        <h2 className={`${text.title} ${text.h4}`} id={headingId}>
          {title}
        </h2>
        {description ? (
          <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>{description}</p>
        ) : null}
      </div>
      {children}
    </section>
  );
}
