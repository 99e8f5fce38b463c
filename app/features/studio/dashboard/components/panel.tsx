import { IconArrowRight } from "@tabler/icons-react";
import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import layout from "~/components/layout.module.css";
import skeleton from "~/components/skeleton.module.css";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import { ThemeIcon } from "~/components/theme-icon";
import classes from "./dashboard.module.css";

/** A titled dashboard panel, with an optional link in its header. */
export function Panel({
  id,
  title,
  link: headerLink,
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
    <section aria-labelledby={id} className={`${layout.paper} ${layout.panel} ${classes.panel}`}>
      <div
        className={`${layout.row} ${layout.between}`}
        style={{ "--gap": "var(--spacing-xs)" } as CSSProperties}
      >
        <h2 className={`${text.title} ${text.h4}`} id={id}>
          {title}
        </h2>
        {headerLink ? (
          <Link
            to={headerLink.to}
            className={`${link.link} ${text.sm} ${text.medium} ${classes.headerLink} focus-ring`}
          >
            {headerLink.label}
            <IconArrowRight size={16} aria-hidden />
          </Link>
        ) : null}
      </div>
      <div className={classes.panelBody}>{children}</div>
      {footer}
    </section>
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
    <div className={classes.empty}>
      <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
        {icon}
      </ThemeIcon>
      <p className={`${text.plain} ${text.strong}`}>{title}</p>
      {children}
    </div>
  );
}

/** A block that pulses while its content loads: `width` wide (px or any CSS length), `height` px high. */
export function SkeletonBlock({
  width = "100%",
  height,
  radius,
}: {
  width?: number | string;
  height: number;
  radius?: string;
}) {
  return <div className={skeleton.skeleton} style={{ width, height, borderRadius: radius }} />;
}

/** Placeholder rows while a panel's data is on its way. */
export function PanelRowsSkeleton({ rows = 3, image = true }: { rows?: number; image?: boolean }) {
  return (
    <div className={layout.stack} aria-hidden>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={classes.skeletonRow}>
          {image ? <SkeletonBlock height={48} width={64} radius="var(--radius-sm)" /> : null}
          <div className={classes.skeletonLines}>
            <SkeletonBlock height={12} width="70%" />
            <SkeletonBlock height={10} width="45%" />
          </div>
        </div>
      ))}
    </div>
  );
}
