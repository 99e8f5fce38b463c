import { Alert, Anchor, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { AuthCard } from "../../components/auth-card";

/** What /register shows for an invitation link that was used or replaced. */
export function InvitationLinkProblem({
  problem,
  contactEmail,
}: {
  problem: string;
  contactEmail: string;
}) {
  return (
    <AuthCard title="Create Account" subtitle="Join our community by invitation only">
      <Stack>
        <Alert color="yellow" title="Invitation Link" role="status">
          {problem}
        </Alert>
        <Text size="sm">
          <Anchor component={Link} to="/login" underline="always">
            Sign in
          </Anchor>{" "}
          or write to{" "}
          <Anchor href={`mailto:${contactEmail}`} underline="always">
            {contactEmail}
          </Anchor>{" "}
          for a new invitation.
        </Text>
      </Stack>
    </AuthCard>
  );
}
