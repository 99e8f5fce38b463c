/**
 * The md breakpoint (62em) as a media query: from here up the top bar shows its
 * menus and the search page its filter sidebar; below it, drawers take their place.
 */
export const DESKTOP_MEDIA = "(min-width: 62em)";
