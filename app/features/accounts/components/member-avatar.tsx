import { type CSSProperties, useState } from "react";
import avatar from "~/components/avatar.module.css";
import { imageUrl } from "~/features/media";
import classes from "./member-avatar.module.css";

/** A member's round photo, or the first letter of their name on teal when they have none. */
export function MemberAvatar({
  avatarKey,
  name,
  size,
  className,
  style,
  initialClassName,
  initialStyle,
}: {
  avatarKey: string | null;
  name: string;
  size: number;
  className?: string;
  style?: CSSProperties;
  initialClassName?: string;
  initialStyle?: CSSProperties;
}) {
  const src = avatarKey ? imageUrl(avatarKey, "large") : null;
  // The photo that failed to load: the letter is shown instead, until a new photo comes.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const rootStyle = {
    "--avatar-size": `calc(${size / 16}rem * var(--scale))`,
    "--avatar-bg": "var(--color-teal-filled)",
    "--avatar-fg": "var(--color-white)",
    ...style,
  } as CSSProperties;
  return (
    <span
      className={
        className
          ? `${avatar.avatar} ${classes.root} ${className}`
          : `${avatar.avatar} ${classes.root}`
      }
      style={rootStyle}
    >
      {src && src !== failedSrc ? (
        <img
          className={avatar.image}
          src={src}
          // biome-ignore lint/a11y/noRedundantAlt: "Photo of …" is the portrait's name in the spec and the journeys
          alt={`Photo of ${name}`}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span className={avatar.placeholder}>
          <span aria-hidden="true" className={initialClassName} style={initialStyle}>
            {name.charAt(0).toUpperCase()}
          </span>
        </span>
      )}
    </span>
  );
}
