import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./auth-card.module.css";

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
    <Stack align="center" className={classes.page}>
      <Paper withBorder shadow="sm" radius="lg" w="100%" maw={520} className={classes.card}>
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
