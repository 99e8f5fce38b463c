import {
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Link } from "react-router";
import classes from "./menu.module.css";

/**
 * What a menu hands its button: open it, and say so to assistive tech (the
 * browser itself tells whether a popover's button is expanded; the page may
 * not say it too). `data-expanded` is for styles.
 */
export type MenuButtonProps = {
  popoverTarget: string;
  "aria-haspopup": "menu";
  "data-expanded": true | undefined;
  "aria-controls": string;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  ref: React.Ref<HTMLButtonElement>;
};

const ITEM = '[role="menuitem"]';

function items(menu: HTMLElement) {
  return [...menu.querySelectorAll<HTMLElement>(ITEM)];
}

/**
 * A menu button and its menu (the WAI-ARIA menu button pattern) on the
 * browser's popover: it is on the page from the first paint, opens on the
 * first click, closes on Escape or a click elsewhere, and gives focus back to
 * its button. Arrow keys, Home and End move between items.
 */
export function Menu({
  button,
  children,
  align = "start",
  width,
  onOpen,
}: {
  button: (props: MenuButtonProps) => ReactNode;
  children: ReactNode;
  align?: "start" | "end";
  width?: number;
  onOpen?: () => void;
}) {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState(false);
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;
  // Which item gets focus when the menu opens (the last one after ArrowUp).
  const focusOnOpen = useRef<"first" | "last">("first");

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const onBeforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== "open") return;
      // Under its button, kept within the window.
      const box = buttonRef.current?.getBoundingClientRect();
      if (!box) return;
      menu.style.setProperty("--menu-top", `${box.bottom + 6}px`);
      menu.style.top = `${box.bottom + 6}px`;
      if (align === "end") {
        menu.style.right = `${Math.max(8, window.innerWidth - box.right)}px`;
        menu.style.left = "auto";
      } else {
        menu.style.left = `${Math.max(8, box.left)}px`;
        menu.style.right = "auto";
      }
    };
    const onToggle = (event: Event) => {
      const open = (event as ToggleEvent).newState === "open";
      setOpened(open);
      if (!open) return;
      // Above its button instead when it does not fit below and there is more room above.
      const box = buttonRef.current?.getBoundingClientRect();
      const height = menu.scrollHeight + 2;
      if (
        box &&
        height > window.innerHeight - box.bottom - 14 &&
        box.top > window.innerHeight - box.bottom
      ) {
        const top = Math.max(8, box.top - 6 - height);
        menu.style.setProperty("--menu-top", `${top}px`);
        menu.style.top = `${top}px`;
      }
      onOpenRef.current?.();
      const all = items(menu);
      (focusOnOpen.current === "last" ? all.at(-1) : all[0])?.focus();
      focusOnOpen.current = "first";
    };
    menu.addEventListener("beforetoggle", onBeforeToggle);
    menu.addEventListener("toggle", onToggle);
    return () => {
      menu.removeEventListener("beforetoggle", onBeforeToggle);
      menu.removeEventListener("toggle", onToggle);
    };
  }, [align]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    focusOnOpen.current = event.key === "ArrowUp" ? "last" : "first";
    menuRef.current?.showPopover();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const menu = menuRef.current;
    if (!menu) return;
    if (event.key === "Tab") {
      menu.hidePopover();
      return;
    }
    const all = items(menu);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === "ArrowDown"
        ? all[(at + 1) % all.length]
        : event.key === "ArrowUp"
          ? all[(at - 1 + all.length) % all.length]
          : event.key === "Home"
            ? all[0]
            : event.key === "End"
              ? all.at(-1)
              : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  // Choosing an item closes the menu (a link's navigation, a form's submit go on).
  const onMenuClick = (event: React.MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest(ITEM)) menuRef.current?.hidePopover();
  };

  return (
    <>
      {button({
        popoverTarget: id,
        "aria-haspopup": "menu",
        "data-expanded": opened || undefined,
        "aria-controls": id,
        onKeyDown: onButtonKeyDown,
        ref: buttonRef,
      })}
      <div
        ref={menuRef}
        id={id}
        popover="auto"
        role="menu"
        className={classes.menu}
        style={width ? ({ "--menu-width": `${width}px` } as CSSProperties) : undefined}
        onKeyDown={onMenuKeyDown}
        onClick={onMenuClick}
      >
        {children}
      </div>
    </>
  );
}

type ItemLook = { leftSection?: ReactNode; rightSection?: ReactNode; children: ReactNode };

function ItemContent({ leftSection, rightSection, children }: ItemLook) {
  return (
    <>
      {leftSection ? <span className={classes.itemSection}>{leftSection}</span> : null}
      <span className={classes.itemLabel}>{children}</span>
      {rightSection ? <span className={classes.itemSection}>{rightSection}</span> : null}
    </>
  );
}

/** An item that goes to a page of the app (`to`), elsewhere (`href`), or is a button. */
export function MenuItem(
  props: ItemLook &
    (
      | { to: string; href?: never }
      | ({ href: string; to?: never } & ComponentPropsWithoutRef<"a">)
      | ({ to?: never; href?: never } & ComponentPropsWithoutRef<"button">)
    ),
) {
  const { leftSection, rightSection, children, ...rest } = props;
  const content = <ItemContent {...{ leftSection, rightSection, children }} />;
  if ("to" in rest && rest.to !== undefined) {
    return (
      <Link to={rest.to} role="menuitem" className={classes.item}>
        {content}
      </Link>
    );
  }
  if ("href" in rest && rest.href !== undefined) {
    return (
      <a {...(rest as ComponentPropsWithoutRef<"a">)} role="menuitem" className={classes.item}>
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      {...(rest as ComponentPropsWithoutRef<"button">)}
      role="menuitem"
      className={classes.item}
    >
      {content}
    </button>
  );
}

/** A heading over a group of items. */
export function MenuLabel({ children }: { children: ReactNode }) {
  return (
    <div className={classes.label} role="presentation">
      {children}
    </div>
  );
}

export function MenuDivider() {
  return <hr className={classes.divider} />;
}
