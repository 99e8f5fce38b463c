import { Stack, Text, Title } from "@mantine/core";

/** A page whose content arrives with a later release: its real heading and nothing invented. */
export function PagePending({ title, description }: { title: string; description?: string }) {
  return (
    <Stack gap="xs" py="xl">
      <Title order={1}>{title}</Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
    </Stack>
  );
}
