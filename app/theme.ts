import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from "@mantine/core";

// A deep, museum-label teal: white text on the filled shade and teal links on paper
// both clear WCAG AA (Mantine's stock teal does not).
const teal: MantineColorsTuple = [
  "#e7f5f3",
  "#cde9e5",
  "#9dd3cb",
  "#69bcb0",
  "#40a698",
  "#268f81",
  "#1b7268",
  "#165f56",
  "#104b44",
  "#0a3732",
];

// Warm stone greys in place of the cool default greys; shade 6 (dimmed text) stays
// above 4.5:1 on white and on the paper background.
const gray: MantineColorsTuple = [
  "#faf8f5",
  "#f3efe9",
  "#e9e3da",
  "#ddd5ca",
  "#c9bfb2",
  "#a89d8f",
  "#6b6259",
  "#4b443d",
  "#36302b",
  "#231f1b",
];

export const theme = createTheme({
  primaryColor: "teal",
  primaryShade: { light: 6, dark: 5 },
  colors: { teal, gray },
  black: "#231f1b",
  defaultRadius: "md",
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontFamily: "Georgia, 'Times New Roman', serif", fontWeight: "600" },
  // Plain objects rather than `Alert.extend(...)`: importing the components here would
  // put their code in the script every page loads.
  components: {
    // Alert titles take the accent colour by default, too light on the pale alert backgrounds.
    Alert: { styles: { title: { color: "var(--mantine-color-text)" } } },
    // Toasts' close buttons need a name for screen readers.
    Notification: { defaultProps: { closeButtonProps: { "aria-label": "Close notification" } } },
    // Mantine wraps a switch's label and description (a <div> and a <p>) in a <label>,
    // which may hold neither. Laid out as its Checkbox is instead: a <div>, with the
    // <label> on the label text. Its hidden input covers the whole switch, so a click
    // on the track (let through to it) or on the description still toggles it.
    Switch: {
      defaultProps: { wrapperProps: { bodyElement: "div", labelElement: "label" } },
      styles: { track: { pointerEvents: "none" } },
    },
  },
});

/** Field errors in a red dark enough for 4.5:1 contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-error": "#c92a2a" },
  dark: {},
});
