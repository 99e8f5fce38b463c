import { type CSSProperties, type PointerEvent, useRef } from "react";
import classes from "./range-slider.module.css";

export type Range = [number, number];

/**
 * A range between `min` and `max` chosen with two thumbs, each a native range
 * input (so the keyboard, screen readers and touch work as for any slider).
 * `onChange` follows every move; `onChangeEnd` says where a drag, a key press
 * or a press on the track ended. The thumbs stay `minRange` apart.
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
  thumbFromLabel: string;
  thumbToLabel: string;
  className?: string;
}) {
  // What the last move made, for the end of a gesture that follows it in the same task,
  // and where the gesture started (a key released after Tab moved nothing).
  const latest = useRef(value);
  latest.current = value;
  const started = useRef<Range | null>(null);
  const [from, to] = value;
  const span = max - min || 1;

  const move = (next: Range) => {
    latest.current = next;
    onChange(next);
  };
  const setFrom = (raw: number) => move([Math.min(raw, to - minRange), to]);
  const setTo = (raw: number) => move([from, Math.max(raw, from + minRange)]);
  const start = () => {
    started.current = latest.current;
  };
  const end = () => {
    const before = started.current;
    started.current = null;
    const now = latest.current;
    if (before && (before[0] !== now[0] || before[1] !== now[1])) onChangeEnd(now);
  };

  // A press on the track, not on a thumb: the nearer end jumps there.
  const pressTrack = (event: PointerEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.button !== 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    const thumb = box.height;
    const share = Math.min(
      Math.max((event.clientX - box.left - thumb / 2) / (box.width - thumb), 0),
      1,
    );
    const raw = Math.round((min + share * span) / step) * step;
    start();
    if (Math.abs(raw - from) <= Math.abs(raw - to)) setFrom(Math.max(raw, min));
    else setTo(Math.min(raw, max));
    end();
  };

  const style = {
    "--from": (from - min) / span,
    "--to": (to - min) / span,
  } as CSSProperties;
  const thumb = {
    min,
    max,
    step,
    onPointerDown: start,
    onPointerUp: end,
    onKeyDown: start,
    onKeyUp: end,
  } as const;
  return (
    <div
      className={className ? `${classes.slider} ${className}` : classes.slider}
      style={style}
      onPointerDown={pressTrack}
    >
      <span className={classes.bar} />
      <input
        type="range"
        {...thumb}
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
