// The components of owned items that the kinds' pages render.
export { FormSection } from "./components/form-section";
export { ItemEditor, type ItemFormState, type ItemImages } from "./components/item-editor";
export { SortSelect, useListSearch } from "./components/list-controls";
