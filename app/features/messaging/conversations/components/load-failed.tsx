import { Alert, Button } from "@mantine/core";
import { useRevalidator } from "react-router";

/** Said in place of a list that could not be loaded, with a way to load it again. */
export function LoadFailed({ title }: { title: string }) {
  const revalidator = useRevalidator();
  return (
    <Alert color="red" variant="light" m="md" title={title}>
      <Button
        size="xs"
        variant="white"
        color="red"
        mt="xs"
        onClick={() => revalidator.revalidate()}
      >
        Try again
      </Button>
    </Alert>
  );
}
