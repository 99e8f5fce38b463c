import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconPhotoSearch } from "@tabler/icons-react";
import { Link } from "react-router";
import classes from "./error-page.module.css";

/**
 * The page for a missing route (404) and for unexpected failures. A failure
 * shows the request id, so a visitor can quote it and it can be found in the logs.
 */
export function ErrorPage({
  status,
  requestId,
  notFound,
}: {
  status: number;
  requestId?: string;
  notFound: boolean;
}) {
  return (
    <Stack align="center" gap="lg" className={classes.page}>
      <div className={classes.frame} aria-hidden="true">
        <div className={classes.canvas}>
          <span className={classes.status}>{status}</span>
        </div>
      </div>
      <Stack align="center" gap="xs">
        <Title order={1} ta="center" className={classes.title}>
          {notFound ? "Page Not Found" : "Something went wrong"}
        </Title>
        <Text c="dimmed" ta="center" maw={480} size="lg">
          {notFound
            ? "This frame is empty: the page you're looking for doesn't exist or has moved."
            : "We couldn't show this page. Please try again in a moment."}
        </Text>
      </Stack>
      {!notFound && requestId ? (
        <Text size="sm" c="dimmed" ta="center" className={classes.reference}>
          Error {status}. If it keeps happening, contact us and quote reference{" "}
          <code className={classes.code}>{requestId}</code>
        </Text>
      ) : null}
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
