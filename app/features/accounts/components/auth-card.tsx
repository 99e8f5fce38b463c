import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The centred card the account screens share. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Stack align="center" py={{ base: "md", sm: 48 }}>
      <Paper withBorder shadow="sm" p={{ base: "lg", sm: 32 }} radius="lg" w="100%" maw={520}>
        <Stack gap={4} mb="lg">
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
        </Stack>
        {children}
      </Paper>
    </Stack>
  );
}
