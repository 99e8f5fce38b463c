import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconHourglassHigh, IconPhotoSearch } from "@tabler/icons-react";
import { Link } from "react-router";
import layout from "~/components/layout.module.css";
import { ThemeIcon } from "~/components/theme-icon";
import classes from "./coming-soon.module.css";

/** The placeholder for features that are on their way. */
export function ComingSoonPage() {
  return (
    <Stack align="center" gap="lg" className={layout.roomy} px="md">
      <ThemeIcon size={88} radius={44} variant="light">
        <IconHourglassHigh size={44} stroke={1.4} aria-hidden="true" />
      </ThemeIcon>
      <Stack align="center" gap="xs">
        <Title order={1} ta="center" className={classes.title}>
          Coming Soon
        </Title>
        <Text c="gray.7" ta="center" maw={520} size="lg">
          We're still hanging this part of the gallery. It will open soon; in the meantime, there is
          plenty of original work to explore.
        </Text>
      </Stack>
      <Group justify="center" gap="sm">
        <Button
          component={Link}
          to="/"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
        >
          Return Home
        </Button>
        <Button
          component={Link}
          to="/search"
          variant="default"
          leftSection={<IconPhotoSearch size={18} aria-hidden="true" />}
        >
          Browse Artwork
        </Button>
      </Group>
    </Stack>
  );
}
