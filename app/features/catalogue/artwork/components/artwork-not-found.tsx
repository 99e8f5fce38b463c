import { Button, Stack, Text, Title } from "@mantine/core";
import { IconPhotoOff, IconPhotoSearch } from "@tabler/icons-react";
import { Link } from "react-router";
import layout from "~/components/layout.module.css";
import classes from "./artwork-page.module.css";

/** R-artwork-not-found: the artwork page for an id that names no artwork. */
export function ArtworkNotFound() {
  return (
    <Stack align="center" gap="md" className={layout.roomy} ta="center">
      <span className={classes.missingIcon}>
        <IconPhotoOff size={38} aria-hidden />
      </span>
      <Title order={1}>Artwork Not Found</Title>
      <Text c="dimmed" maw={460} size="lg">
        This artwork may have been removed, or the link may be mistyped.
      </Text>
      <Button
        component={Link}
        to="/search"
        leftSection={<IconPhotoSearch size={18} aria-hidden />}
        mt="xs"
      >
        Browse Artwork
      </Button>
    </Stack>
  );
}
