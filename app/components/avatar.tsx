import { type CSSProperties, useState } from "react";
import classes from "./avatar.module.css";

/**
 * The colours initials' backgrounds are picked from, by a hash of the name: those
 * whose dark shade on their pale one reads at 4.5:1 (WCAG AA for the small initials).
 */
export const INITIALS_COLORS = ["blue", "cyan", "grape", "indigo", "pink", "teal", "violet"];

/** The colour a name's initials are drawn in: the same for a name every time. */
export function initialsColor(name: string) {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) {
    hash = (hash * 31 + name.charCodeAt(i)) | 0;
  }
  return INITIALS_COLORS[Math.abs(hash) % INITIALS_COLORS.length] as string;
}

/** Up to two capitals: the first letters of the first two words, or of the one word. */
export function initials(name: string) {
  const words = name.split(" ");
  if (words.length === 1) return name.slice(0, 2).toUpperCase();
  return words
    .map((word) => word[0])
    .slice(0, 2)
    .join("")
    .toUpperCase();
}

/** A head and shoulders in a ring, for someone with neither photo nor name shown. */
function PersonIcon() {
  return (
    <svg viewBox="0 0 15 15" fill="none" aria-hidden="true">
      <circle cx="7.5" cy="7.5" r="6.15" stroke="currentColor" strokeWidth="0.95" />
      <circle cx="7.5" cy="6.5" r="1.9" stroke="currentColor" strokeWidth="0.95" />
      <path
        d="M3.7 11.7c.75-1.3 2.15-2.2 3.8-2.2s3.05.9 3.8 2.2"
        stroke="currentColor"
        strokeWidth="0.95"
      />
    </svg>
  );
}

/**
 * A round photo, else the name's initials (or, without a name, a person
 * outline) on a pale circle in `color` ("initials": a colour chosen by the
 * name), 38 px across unless sized. A photo that fails to load falls back
 * to the initials.
 */
export function Avatar({
  src,
  name,
  color,
  size = 38,
  alt = "",
  hidden = false,
}: {
  src: string | null;
  name?: string;
  color: string;
  size?: number;
  alt?: string;
  /** Decorative: the name is written beside it. */
  hidden?: boolean;
}) {
  // The photo that failed to load, so that a new one is tried.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const hue = color === "initials" && name ? initialsColor(name) : color;
  const style = {
    "--avatar-size": `calc(${size / 16}rem * var(--scale))`,
    "--avatar-bg": `var(--color-${hue}-light)`,
    "--avatar-fg": `var(--color-${hue}-light-color)`,
  } as CSSProperties;
  return (
    // A <span> (displayed as a block), so that a button or a link may hold it.
    <span className={classes.avatar} style={style} aria-hidden={hidden || undefined}>
      {src && src !== failedSrc ? (
        <img className={classes.image} src={src} alt={alt} onError={() => setFailedSrc(src)} />
      ) : (
        <span className={classes.placeholder} title={alt || undefined}>
          {name ? initials(name) : <PersonIcon />}
        </span>
      )}
    </span>
  );
}
