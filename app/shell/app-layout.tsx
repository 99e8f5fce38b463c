import type { ReactNode } from "react";
import { SignedInContext } from "~/features/catalogue/shell";
import classes from "./shell.module.css";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { TestWarningModal } from "./test-warning-modal";
import { useShellData } from "./viewer";

/**
 * The frame of every page: top bar, page content and footer. The footer flows
 * after the content (it is too tall to pin), and the main area grows so that
 * the footer sits at the bottom of short pages. Plain elements and CSS.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { viewer, showTestWarning, contactEmail } = useShellData();
  return (
    <div className={classes.shell}>
      {/* right-scroll-bar-position: when a dialog locks scrolling, the fixed bar keeps its place. */}
      <header className={`${classes.header} right-scroll-bar-position`}>
        <SiteHeader viewer={viewer} />
      </header>
      <main className={classes.main}>
        <div className={`${classes.container} ${classes.page}`}>
          <SignedInContext value={viewer !== null}>{children}</SignedInContext>
        </div>
      </main>
      <footer className={classes.footer}>
        <SiteFooter contactEmail={contactEmail} />
      </footer>
      <TestWarningModal enabled={showTestWarning} />
    </div>
  );
}
