import { Avatar } from "@mantine/core";
import { imageUrl } from "~/features/media";

/** A member's photo, else their initials; decorative, as their name is always beside it. */
export function MemberAvatar({
  name,
  avatarKey,
  size,
}: {
  name: string;
  avatarKey: string | null;
  size: number;
}) {
  return (
    <Avatar
      size={size}
      radius="xl"
      aria-hidden="true"
      src={avatarKey ? imageUrl(avatarKey, "avatar") : null}
      alt=""
      name={name}
      color="teal"
    />
  );
}
