import { MantineProvider } from "@mantine/core";
import { Outlet } from "react-router";
import { theme } from "~/theme";

/**
 * The pages still drawn with Mantine's components, under its provider. The
 * first-visit pages (home, search, an artwork) sit outside it and are drawn
 * with the app's own components, so a first visit does not download Mantine
 * (docs/decisions/0017).
 */
export default function MantineLayout() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false}>
      <Outlet />
    </MantineProvider>
  );
}
