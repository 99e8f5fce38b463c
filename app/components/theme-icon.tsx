import { ThemeIcon as MantineThemeIcon, type ThemeIconProps } from "@mantine/core";

// Handed to Mantine's ThemeIcon, which passes what it does not know on to its element.
const asSpan = { component: "span" } as Partial<ThemeIconProps>;

/**
 * Mantine's ThemeIcon, in valid HTML. Mantine's hands `color` and `radius` on
 * to its element as attributes (`<div color="teal" radius="md">`), and is a
 * <div>, which phrasing content (a list item's icon, a link) may not hold.
 * Here the two reach only its CSS variables, and it is a <span>: its styles
 * make it inline-flex either way, so it looks the same.
 */
export function ThemeIcon({ color, radius, ...props }: ThemeIconProps) {
  return (
    <MantineThemeIcon
      {...asSpan}
      {...props}
      vars={(theme, resolved, context) =>
        MantineThemeIcon.varsResolver(theme, { ...resolved, color, radius }, context)
      }
    />
  );
}
