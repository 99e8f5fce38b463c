// Mantine's component styles, for these pages only (see the file).
import "../mantine-styles.css";
import { MantineProvider } from "@mantine/core";
import { Outlet } from "react-router";
import { theme } from "~/theme";

/**
 * The signed-in pages still drawn with Mantine's components, under its
 * provider. The first-visit pages (home, search, an artwork) and every public
 * page sit outside it and are drawn with the app's own components, so a
 * visitor who has not signed in does not download Mantine (docs/decisions/0017).
 */
export default function MantineLayout() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false}>
      <Outlet />
    </MantineProvider>
  );
}
