import { IconMessageCircle } from "@tabler/icons-react";
import { Button } from "~/components/button";
import { messageMemberPath } from "~/features/messaging/conversations/paths";

/**
 * 'Message' on a member's public profile: opens the conversation with them,
 * or an empty thread that the first message turns into one. A visitor is sent to sign in first and brought back
 * (the messages page does that, with 'Please sign in to message the artist').
 * Renders nothing on the viewer's own profile.
 */
export function MessageMemberButton({
  memberId,
  isSelf = false,
}: {
  memberId: string;
  isSelf?: boolean;
}) {
  if (isSelf) return null;
  return (
    <Button
      to={messageMemberPath(memberId)}
      variant="light"
      leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
    >
      Message
    </Button>
  );
}
