import { Badge, Group } from "@mantine/core";
import { type SupportFlags, supportBadges } from "~/features/catalogue";

export function SupportBadges({
  flags,
  size = "sm",
}: {
  flags: SupportFlags;
  size?: "xs" | "sm" | "md";
}) {
  const badges = supportBadges(flags);
  if (badges.length === 0) return null;
  return (
    <Group gap={6}>
      {badges.map((b) => (
        <Badge
          key={b.flag}
          color={b.color}
          variant="light"
          size={size}
          styles={{ label: { color: "var(--mantine-color-text)" } }}
        >
          {b.label}
        </Badge>
      ))}
    </Group>
  );
}
