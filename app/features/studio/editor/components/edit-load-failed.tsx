import { Alert, Anchor, Stack, Title } from "@mantine/core";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { showToast } from "~/components/toast";

export const LOAD_FAILED_MESSAGE = "Failed to load artwork details";

/**
 * An artwork that cannot be edited here (missing, or another member's):
 * the page answers 404, and in the browser the member is sent back to the
 * list with the spec's toast.
 */
export function EditLoadFailed() {
  const navigate = useNavigate();
  useEffect(() => {
    showToast(LOAD_FAILED_MESSAGE, "red");
    navigate("/artist/artwork", { replace: true });
  }, [navigate]);
  return (
    <Stack gap="md" py="xl">
      <Title order={1}>Edit Artwork</Title>
      <Alert color="red" variant="light" title={LOAD_FAILED_MESSAGE}>
        This artwork does not exist or is not yours.{" "}
        <Anchor component={Link} to="/artist/artwork">
          Back to My Artwork
        </Anchor>
      </Alert>
    </Stack>
  );
}
