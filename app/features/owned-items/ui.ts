// The components of owned items that the kinds' pages render.
export { FormSection } from "./components/form-section";
export { ItemEditor, type ItemFormState, type ItemImages } from "./components/item-editor";
export { ItemList, type ItemListTexts } from "./components/item-list";
export { SortSelect, useListSearch } from "./components/list-controls";
export { QuotaPanel } from "./components/quota-panel";
