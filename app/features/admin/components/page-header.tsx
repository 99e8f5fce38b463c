import { Anchor, Breadcrumbs, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** Title of an admin page, with the way back to the dashboard. */
export function AdminPageHeader({ title, description }: { title: string; description: string }) {
  return (
    <Stack gap={6}>
      {/* Named on a <nav>: Mantine's Breadcrumbs is a <div>, which a name does not suit. */}
      <nav aria-label="Breadcrumb">
        <Breadcrumbs separator="/" fz="sm">
          <Anchor component={Link} to="/admin/dashboard" size="sm">
            Admin Dashboard
          </Anchor>
          <Text size="sm" c="dimmed" aria-current="page">
            {title}
          </Text>
        </Breadcrumbs>
      </nav>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{description}</Text>
    </Stack>
  );
}
