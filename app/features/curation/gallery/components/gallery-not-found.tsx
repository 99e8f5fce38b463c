import { Button, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconLayoutOff } from "@tabler/icons-react";
import { Link } from "react-router";
import layout from "~/components/layout.module.css";
import { ThemeIcon } from "~/components/theme-icon";
import { SPACE_NOT_FOUND_MESSAGE } from "../../errors";

/**
 * R-space-owner-only: the gallery of a space that is not the member's, does
 * not exist or has a malformed id — all alike, so nothing tells them apart.
 */
export function GalleryNotFound() {
  return (
    <Stack align="center" gap="md" className={layout.roomy} ta="center">
      <ThemeIcon size={72} radius="xl" variant="light" color="gray">
        <IconLayoutOff size={38} aria-hidden />
      </ThemeIcon>
      <Title order={1}>Space Not Found</Title>
      <Text c="dimmed" maw={460} size="lg">
        {SPACE_NOT_FOUND_MESSAGE}
      </Text>
      <Button
        component={Link}
        to="/curator/spaces"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
        mt="xs"
      >
        Back to Spaces
      </Button>
    </Stack>
  );
}

/** A space saved without a photo has nothing to place artwork on. */
export function GalleryWithoutPhoto() {
  return (
    <Stack align="center" gap="md" className={layout.roomy} ta="center">
      <Title order={1}>No Photo to Show</Title>
      <Text c="dimmed" maw={460} size="lg">
        Add a photo of this space to place artwork in it.
      </Text>
      <Button
        component={Link}
        to="/curator/spaces"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
        mt="xs"
      >
        Back to Spaces
      </Button>
    </Stack>
  );
}
