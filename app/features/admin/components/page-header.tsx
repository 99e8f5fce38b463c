import { Anchor, Breadcrumbs, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** Title of an admin page, with the way back to the dashboard. */
export function AdminPageHeader({ title, description }: { title: string; description: string }) {
  return (
    <Stack gap={6}>
      <Breadcrumbs separator="/" fz="sm" aria-label="Breadcrumb">
        <Anchor component={Link} to="/admin/dashboard" size="sm">
          Admin Dashboard
        </Anchor>
        <Text size="sm" c="dimmed" aria-current="page">
          {title}
        </Text>
      </Breadcrumbs>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{description}</Text>
    </Stack>
  );
}
