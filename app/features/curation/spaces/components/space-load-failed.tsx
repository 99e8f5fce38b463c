import { Alert, Anchor, Stack, Title } from "@mantine/core";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { showToast } from "~/components/toast";
import { MY_SPACES_PATH, SPACE_LOAD_DETAILS_FAILED_MESSAGE } from "../list-search";

/**
 * A space that cannot be edited here (missing, or another member's,
 * R-space-owner-only): the page answers 404, and in the browser the member
 * is sent back to My Spaces with the spec's toast.
 */
export function SpaceLoadFailed() {
  const navigate = useNavigate();
  useEffect(() => {
    showToast(SPACE_LOAD_DETAILS_FAILED_MESSAGE, "red");
    navigate(MY_SPACES_PATH, { replace: true });
  }, [navigate]);
  return (
    <Stack gap="md" py="xl">
      <Title order={1}>Edit Space</Title>
      <Alert color="red" variant="light" title={SPACE_LOAD_DETAILS_FAILED_MESSAGE}>
        This space does not exist or is not yours.{" "}
        <Anchor component={Link} to={MY_SPACES_PATH} underline="always">
          Back to My Spaces
        </Anchor>
      </Alert>
    </Stack>
  );
}
