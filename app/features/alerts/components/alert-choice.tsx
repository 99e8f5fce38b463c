import { SegmentedControl } from "~/components/segmented-control";
import { ALERT_OPTIONS, type AlertFrequency } from "../saved-searches/words";

/**
 * How a saved search alerts: At once, Daily or Off. The one control for this
 * choice, in the Save search dialog and on the saved searches page.
 */
export function AlertChoice({
  value,
  onChange,
  name,
  disabled,
  label = "E-mail alerts",
}: {
  value: AlertFrequency;
  onChange: (value: AlertFrequency) => void;
  name?: string;
  disabled?: boolean;
  label?: string;
}) {
  return (
    <SegmentedControl
      label={label}
      data={ALERT_OPTIONS}
      value={value}
      onChange={onChange}
      name={name}
      size="sm"
      disabled={disabled}
    />
  );
}
