import type { CSSProperties } from "react";
import classes from "./loader.module.css";

const SIZES = { xs: "1.125rem", sm: "1.375rem", md: "2.25rem", lg: "2.75rem" };

/** A spinning ring for work in progress, named for screen readers by `label`. */
export function Loader({ size = "md", label }: { size?: keyof typeof SIZES; label: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: work in progress, not the result of a form (<output>)
    <span
      className={classes.loader}
      style={{ "--loader-size": SIZES[size] } as CSSProperties}
      role="status"
      aria-label={label}
    />
  );
}
