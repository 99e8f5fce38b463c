import type {
  AnchorHTMLAttributes,
  ButtonHTMLAttributes,
  CSSProperties,
  ReactNode,
  Ref,
} from "react";
import { Link, type LinkProps } from "react-router";
import classes from "./button.module.css";

export const unstyledButton = classes.unstyled;

type Look = {
  variant?: "filled" | "light" | "outline" | "subtle" | "default" | "white";
  /** A theme colour (teal, red, gray, dark…), or one of its shades ("red.9"); teal is the brand's. */
  color?: string;
  size?: "xs" | "sm" | "md" | "lg" | "compact-sm" | "compact-xs";
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** Busy: a spinner before the label, and a button that cannot be pressed again. */
  loading?: boolean;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
};

type AsRouterLink = Look & { to: LinkProps["to"] } & Omit<LinkProps, keyof Look | "to">;
type AsLink = Look & { href: string; to?: never } & Omit<
    AnchorHTMLAttributes<HTMLAnchorElement>,
    keyof Look
  >;
type AsButton = Look & { to?: never; href?: never; ref?: Ref<HTMLButtonElement> } & Omit<
    ButtonHTMLAttributes<HTMLButtonElement>,
    keyof Look
  >;

export type ButtonProps = AsRouterLink | AsLink | AsButton;

/**
 * A theme colour's shades, from which each variant's style sheet rule picks
 * its own (set here, not as `--button-bg`, so that the rule still decides).
 * `color` is a theme colour ("teal", "red"), "dark", or one shade of a colour
 * ("red.9"), which then is the filled background and the outline's colour.
 */
function colorVariables(color: string): CSSProperties {
  const [name = "teal", shadeText] = color === "dark" ? ["gray", "9"] : color.split(".");
  const shade = shadeText === undefined ? undefined : Number(shadeText);
  const tint = (suffix: string) => `var(--color-${name}-${suffix})`;
  if (shade === undefined) {
    return {
      "--button-filled": tint("filled"),
      "--button-filled-hover": tint("filled-hover"),
      "--button-light": tint("light"),
      "--button-light-hover": tint("light-hover"),
      "--button-light-color": tint("light-color"),
      "--button-outline": tint("outline"),
      "--button-outline-hover": tint("outline-hover"),
    } as CSSProperties;
  }
  const filled = tint(String(shade));
  return {
    "--button-filled": filled,
    "--button-filled-hover": tint(String(shade === 9 ? 8 : shade + 1)),
    "--button-light": tint("light"),
    "--button-light-hover": tint("light-hover"),
    "--button-light-color": filled,
    "--button-outline": filled,
    "--button-outline-hover": `color-mix(in srgb, ${filled} 5%, transparent)`,
  } as CSSProperties;
}

/**
 * The app's one button: a `<button>`, or a link that looks like one when given
 * `to` (a page of the app) or `href` (anywhere else).
 */
export function Button(props: ButtonProps) {
  const {
    variant = "filled",
    color = "teal",
    size = "sm",
    fullWidth,
    leftSection,
    rightSection,
    loading,
    className,
    style,
    children,
    ...rest
  } = props;
  const look = {
    className: className ? `${classes.button} ${className}` : classes.button,
    style: { ...colorVariables(color), ...style },
    "data-variant": variant,
    "data-size": size,
    "data-full-width": fullWidth || undefined,
    "data-loading": loading || undefined,
  };
  const content = (
    <>
      {loading ? (
        <span className={classes.spinner} aria-hidden="true" />
      ) : leftSection ? (
        <span className={classes.section}>{leftSection}</span>
      ) : null}
      <span className={classes.label}>{children}</span>
      {rightSection ? <span className={classes.section}>{rightSection}</span> : null}
    </>
  );
  if ("to" in rest && rest.to !== undefined) {
    return (
      <Link {...(rest as Omit<AsRouterLink, keyof Look>)} {...look}>
        {content}
      </Link>
    );
  }
  if ("href" in rest && rest.href !== undefined) {
    return (
      <a {...(rest as Omit<AsLink, keyof Look>)} {...look}>
        {content}
      </a>
    );
  }
  const { type = "button", disabled, ...buttonRest } = rest as Omit<AsButton, keyof Look>;
  return (
    <button
      type={type}
      {...buttonRest}
      {...look}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {content}
    </button>
  );
}

type IconButtonProps = {
  /** The button's name for screen readers; also its tooltip. */
  label: string;
  variant?: Look["variant"];
  color?: string;
  /** 28, 36 or 44 px square. */
  size?: "sm" | "md" | "lg";
  /** Round instead of rounded corners. */
  round?: boolean;
  /** The tooltip's words, when shorter than the name (the name unless set). */
  tooltip?: string;
  /**
   * Where the tooltip shows: above the button, centred or lined up with its
   * start or end edge (for a button at the edge of a card, a dialog or the
   * page), or to its left (for a button in a box that clips what is above it).
   */
  tooltipAlign?: "center" | "start" | "end" | "left";
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "color" | "aria-label" | "children">;

/**
 * A square button that shows only an icon (`children`, hidden from screen
 * readers by its caller); `label` names it and shows as a tooltip on hover
 * and keyboard focus.
 */
export function IconButton({
  label,
  variant = "subtle",
  color = "gray",
  size = "md",
  round,
  tooltip,
  tooltipAlign = "center",
  className,
  style,
  children,
  type = "button",
  ...button
}: IconButtonProps) {
  return (
    <button
      type={type}
      {...button}
      aria-label={label}
      data-tooltip={tooltip ?? label}
      className={[classes.button, classes.icon, className].filter(Boolean).join(" ")}
      style={{ ...colorVariables(color), ...style }}
      data-variant={variant}
      data-icon-size={size}
      data-round={round || undefined}
      data-tooltip-align={tooltipAlign === "center" ? undefined : tooltipAlign}
    >
      {children}
    </button>
  );
}
