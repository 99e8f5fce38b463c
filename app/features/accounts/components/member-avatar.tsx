import { Avatar } from "@mantine/core";
import type { CSSProperties } from "react";
import { imageUrl } from "~/features/media";

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
  return (
    <Avatar
      src={avatarKey ? imageUrl(avatarKey, "large") : null}
      alt={avatarKey ? `Photo of ${name}` : undefined}
      size={size}
      radius={size}
      color="teal"
      variant="filled"
      className={className}
      style={style}
    >
      <span aria-hidden="true" className={initialClassName} style={initialStyle}>
        {name.charAt(0).toUpperCase()}
      </span>
    </Avatar>
  );
}
