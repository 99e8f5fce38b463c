import classes from "./chip.module.css";
import { ClearIcon } from "./select-field";

/** Something chosen, shown as a pill that its button removes (`removeLabel` names the button). */
export function Chip({
  label,
  removeLabel,
  onRemove,
  ...rest
}: {
  label: string;
  removeLabel: string;
  onRemove: () => void;
} & { [data: `data-${string}`]: string }) {
  return (
    <span {...rest} className={classes.chip}>
      <span className={classes.label}>{label}</span>
      <button
        type="button"
        className={`${classes.remove} focus-ring press`}
        aria-label={removeLabel}
        onClick={onRemove}
      >
        <ClearIcon />
      </button>
    </span>
  );
}
