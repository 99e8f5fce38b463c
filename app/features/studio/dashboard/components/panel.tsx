import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import layout from "~/components/layout.module.css";
import { ThemeIcon } from "~/components/theme-icon";

/** A titled dashboard panel, with an optional link in its header. */
export function Panel({
  id,
  title,
  link,
  children,
  footer,
}: {
  /** Its title's id; a placeholder's differs, as both are in the page while the data streams in. */
  id: string;
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder
      radius="md"
      className={layout.panel}
      h="100%"
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {link ? (
            <Anchor component={Link} to={link.to} size="sm" fw={500}>
              <Group gap={4} wrap="nowrap" component="span">
                {link.label}
                <IconArrowRight size={16} aria-hidden />
              </Group>
            </Anchor>
          ) : null}
        </Group>
        <Stack gap="sm" style={{ flex: 1 }}>
          {children}
        </Stack>
        {footer}
      </Stack>
    </Paper>
  );
}

/** The quiet message a panel shows when it has nothing to list. */
export function EmptyPanel({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Stack align="center" justify="center" gap="xs" py="lg" ta="center" style={{ flex: 1 }}>
      <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      {children}
    </Stack>
  );
}

/** Placeholder rows while a panel's data is on its way. */
export function PanelRowsSkeleton({ rows = 3, image = true }: { rows?: number; image?: boolean }) {
  return (
    <Stack gap="md" aria-hidden>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Group key={index} gap="sm" wrap="nowrap">
          {image ? <Skeleton height={48} width={64} radius="sm" /> : null}
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width="70%" />
            <Skeleton height={10} width="45%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
