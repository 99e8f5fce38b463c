// Mantine's Select with its combobox, popover and floating-ui: the search filters load it
// after the page (see FilterSelect).
export { Select } from "@mantine/core";
