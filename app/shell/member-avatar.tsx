import { Avatar } from "~/components/avatar";
import { imageUrl } from "~/features/media";

/**
 * A member's photo, else their initials; decorative, as their name is always
 * beside it. Inside a button, `initials={false}` leaves a plain circle: visible
 * text there must stay part of the button's accessible name.
 */
export function MemberAvatar({
  name,
  avatarKey,
  size,
  initials = true,
}: {
  name: string;
  avatarKey: string | null;
  size: number;
  initials?: boolean;
}) {
  return (
    <Avatar
      size={size}
      hidden
      src={avatarKey ? imageUrl(avatarKey, "avatar") : null}
      name={initials ? name : undefined}
      color="teal"
    />
  );
}
