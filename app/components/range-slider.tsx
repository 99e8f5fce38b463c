import { type CSSProperties, type PointerEvent, useEffect, useRef } from "react";
import classes from "./range-slider.module.css";

export type Range = [number, number];

/**
 * A range between `min` and `max` chosen with two thumbs, each a native range
 * input (so the keyboard, screen readers and touch work as for any slider).
 * `onChange` follows every move; `onChangeEnd` says where a thumb was let go,
 * each key press, and a press on the track that moved the nearer thumb there
 * (it may say so twice for one gesture, or for a thumb let go where it was).
 * The thumbs stay `minRange` apart and within `min` and `max`.
 */
export function RangeSlider({
  min,
  max,
  step,
  minRange,
  value,
  onChange,
  onChangeEnd,
  format,
  labelledBy,
  thumbFromLabel,
  thumbToLabel,
  className,
}: {
  min: number;
  max: number;
  step: number;
  minRange: number;
  value: Range;
  onChange: (range: Range) => void;
  onChangeEnd: (range: Range) => void;
  /** The value as people read it: the thumbs' labels and what screen readers say. */
  format: (value: number) => string;
  /** The id of the visible heading that names the two thumbs together. */
  labelledBy: string;
  thumbFromLabel: string;
  thumbToLabel: string;
  className?: string;
}) {
  // What the last move made, for the end of a gesture, which is reported after it.
  const latest = useRef(value);
  latest.current = value;
  const endRef = useRef(onChangeEnd);
  endRef.current = onChangeEnd;
  const fromInput = useRef<HTMLInputElement>(null);
  const toInput = useRef<HTMLInputElement>(null);
  const [from, to] = value;
  const span = max - min || 1;

  // A key press ends with the browser's own `change` event. A drag does not
  // reliably: React puts a controlled input's value back between moves, and
  // Chrome then sees no change when the thumb is let go. So a drag ends with the
  // pointer's release (or cancellation) wherever it happens.
  useEffect(() => {
    const done = () => endRef.current(latest.current);
    const inputs = [fromInput.current, toInput.current];
    for (const input of inputs) input?.addEventListener("change", done);
    return () => {
      for (const input of inputs) input?.removeEventListener("change", done);
    };
  }, []);
  const startDrag = () => {
    const done = () => {
      window.removeEventListener("pointerup", done);
      window.removeEventListener("pointercancel", done);
      endRef.current(latest.current);
    };
    window.addEventListener("pointerup", done);
    window.addEventListener("pointercancel", done);
  };

  const within = (n: number, low: number, high: number) => Math.min(Math.max(n, low), high);
  const move = (next: Range) => {
    latest.current = next;
    onChange(next);
  };
  const setFrom = (raw: number) => move([within(raw, min, Math.max(min, to - minRange)), to]);
  const setTo = (raw: number) => move([from, within(raw, Math.min(max, from + minRange), max)]);

  // A press on the track, not on a thumb: the nearer thumb jumps there and takes focus.
  const pressTrack = (event: PointerEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.button !== 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    const thumb = box.height;
    const share = within((event.clientX - box.left - thumb / 2) / (box.width - thumb), 0, 1);
    const raw = min + Math.round((share * span) / step) * step;
    const nearerFrom = Math.abs(raw - from) <= Math.abs(raw - to);
    if (nearerFrom) setFrom(raw);
    else setTo(raw);
    event.preventDefault();
    (nearerFrom ? fromInput : toInput).current?.focus();
    onChangeEnd(latest.current);
  };

  const style = {
    "--from": (from - min) / span,
    "--to": (to - min) / span,
  } as CSSProperties;
  const thumb = { min, max, step, onPointerDown: startDrag } as const;
  return (
    // biome-ignore lint/a11y/useSemanticElements: in a fieldset, Chrome places absolutely positioned thumbs against an empty content box
    <div
      role="group"
      className={className ? `${classes.slider} ${className}` : classes.slider}
      style={style}
      aria-labelledby={labelledBy}
      onPointerDown={pressTrack}
    >
      <span className={classes.bar} />
      <input
        type="range"
        {...thumb}
        ref={fromInput}
        className={`${classes.input} ${classes.from}`}
        value={from}
        onChange={(event) => setFrom(event.currentTarget.valueAsNumber)}
        aria-label={thumbFromLabel}
        aria-valuetext={format(from)}
        // Near the top end both thumbs can sit together: the lower one must stay reachable.
        data-on-top={from - min > span / 2 || undefined}
      />
      <input
        type="range"
        {...thumb}
        ref={toInput}
        className={`${classes.input} ${classes.to}`}
        value={to}
        onChange={(event) => setTo(event.currentTarget.valueAsNumber)}
        aria-label={thumbToLabel}
        aria-valuetext={format(to)}
      />
      <span className={`${classes.label} ${classes.fromLabel}`} aria-hidden="true">
        {format(from)}
      </span>
      <span className={`${classes.label} ${classes.toLabel}`} aria-hidden="true">
        {format(to)}
      </span>
    </div>
  );
}

/**
 * One value between `min` and `max` on the same track and thumb as the range
 * slider: a native range input, named by `label`, read out as `valueText`.
 */
export function Slider({
  min,
  max,
  step,
  value,
  onChange,
  label,
  valueText,
  className,
}: {
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
  label: string;
  valueText?: string;
  className?: string;
}) {
  const fraction = (value - min) / (max - min || 1);
  return (
    <div
      className={className ? `${classes.slider} ${className}` : classes.slider}
      style={{ "--from": 0, "--to": fraction } as CSSProperties}
    >
      <span className={classes.bar} aria-hidden="true" />
      <input
        type="range"
        className={`${classes.input} ${classes.single}`}
        aria-label={label}
        aria-valuetext={valueText}
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
    </div>
  );
}
