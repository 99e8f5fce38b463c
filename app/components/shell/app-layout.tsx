import { AppShell, Container } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./shell.module.css";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { TestWarningModal } from "./test-warning-modal";
import { useShellData } from "./viewer";

const HEADER_HEIGHT = { base: 60, md: 72 };

/**
 * The frame of every page: top bar, page content and footer. The footer flows
 * after the content (it is too tall to pin), and the main area grows so that
 * the footer sits at the bottom of short pages.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { viewer, showTestWarning, contactEmail } = useShellData();
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={0} className={classes.shell}>
      <AppShell.Header className={classes.header}>
        <SiteHeader viewer={viewer} />
      </AppShell.Header>
      <AppShell.Main className={classes.main}>
        <Container size="xl" py={{ base: "lg", md: "xl" }}>
          {children}
        </Container>
      </AppShell.Main>
      <AppShell.Footer className={classes.footer} withBorder={false}>
        <SiteFooter contactEmail={contactEmail} />
      </AppShell.Footer>
      <TestWarningModal enabled={showTestWarning} />
    </AppShell>
  );
}
