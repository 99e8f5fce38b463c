import { IconAlertTriangle, IconPlus, IconSearch } from "@tabler/icons-react";
import { type CSSProperties, type ReactNode, useState } from "react";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import { Columns } from "~/components/columns";
import { DeleteDialog } from "~/components/delete-dialog";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { TextInput } from "~/components/text-input";
import { showToast } from "~/components/toast";
import classes from "./item-list.module.css";
import { SortSelect, useListSearch } from "./list-controls";

/** The texts of one kind's list page, exactly as the kind's spec words them. */
export type ItemListTexts = {
  /** 'My Artwork' */
  title: string;
  /** 'Add New Artwork' */
  addLabel: string;
  /** The upload page. */
  addTo: string;
  /** 'Artwork Limit Reached' */
  limitTitle: string;
  /** The banner's id, which the dimmed add button points to. */
  limitId: string;
  /** 'Search artworks' (the box's name) and 'Search artworks...' */
  searchLabel: string;
  searchPlaceholder: string;
  /** 'No artworks found', 'Start by adding your first artwork' */
  emptyTitle: string;
  emptyStart: string;
  /** 'Delete Artwork' and its question. */
  deleteTitle: string;
  deleteQuestion: string;
};

/**
 * The search box: the URL follows the typing, a moment after it stops. It is named by its
 * label, which only screen readers need: the icon and placeholder say it.
 */
function SearchBox({ q, label, placeholder }: { q: string; label: string; placeholder: string }) {
  const [typed, setTyped] = useListSearch(q);
  return (
    <TextInput
      label={label}
      hideLabel
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={typed}
      onChange={(event) => setTyped(event.currentTarget.value)}
      maxLength={200}
      type="search"
      className={classes.search}
    />
  );
}

/** No items to list: a search that found none, or a first item to add (or a plan to upgrade). */
function EmptyState({
  texts,
  icon: Icon,
  searching,
  atLimit,
}: {
  texts: ItemListTexts;
  icon: typeof IconPlus;
  searching: boolean;
  atLimit: boolean;
}) {
  return (
    <div className={`${layout.paper} ${classes.empty}`}>
      <Icon size={48} stroke={1.3} className={classes.emptyIcon} aria-hidden />
      <h2 className={`${text.title} ${text.h3}`}>{texts.emptyTitle}</h2>
      <p className={`${text.plain} ${text.dimmed}`}>
        {searching ? "Try adjusting your search terms" : texts.emptyStart}
      </p>
      {atLimit ? (
        <Button to="/subscribe" className={classes.emptyAction}>
          Upgrade Subscription
        </Button>
      ) : (
        <Button
          to={texts.addTo}
          className={classes.emptyAction}
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          {texts.addLabel}
        </Button>
      )}
    </div>
  );
}

/**
 * The list page of a member's owned items (R-my-artwork-list, R-my-spaces,
 * R-quota-listings, R-quota-spaces): title and slots used, Add (at the limit
 * still focusable, it toasts why nothing happens), the limit banner, search
 * and sort in the URL, the count, the items or the empty state, and the
 * delete confirmation. The kind gives its texts and draws its own items.
 */
export function ItemList<Item extends { id: string }, Sort extends string>({
  texts,
  items,
  itemName,
  renderItem,
  layout: itemLayout,
  slotsLine,
  atLimit,
  limitToast,
  limitLine,
  dimAdd,
  q,
  sort,
  sortOptions,
  defaultSort,
  status,
  emptyIcon,
  notice,
  loading,
  dialogs,
}: {
  texts: ItemListTexts;
  items: Item[];
  /** The name the delete dialog asks about. */
  itemName: (item: Item) => string;
  /** One item, with the delete dialog's opener. */
  renderItem: (item: Item, onDelete: () => void) => ReactNode;
  /** Rows one under another, or cards in columns. */
  layout: "rows" | "cards";
  /** '3 of 5 artwork slots used'; nothing when the quota is unknown. */
  slotsLine: string | null;
  atLimit: boolean;
  /** What the dimmed Add button toasts. */
  limitToast: string;
  /** The banner's text at the limit. */
  limitLine: string;
  /** How Add looks at the limit: lighter, or marked disabled. */
  dimAdd: "light" | "disabled";
  q: string;
  sort: Sort;
  sortOptions: { value: Sort; label: string }[];
  defaultSort: Sort;
  /** The count line, or what the page is doing. */
  status: string;
  emptyIcon: typeof IconPlus;
  /** News about the page under the banner (a load that failed); the empty state then stays away. */
  notice?: ReactNode;
  /** Stands in for the items while they load. */
  loading?: ReactNode;
  /** The kind's other dialogs. */
  dialogs?: ReactNode;
}) {
  const [deleting, setDeleting] = useState<Item | null>(null);

  const blockAdd = (event: React.MouseEvent) => {
    event.preventDefault();
    showToast(limitToast, "red");
  };

  const rows = items.map((item) => renderItem(item, () => setDeleting(item)));
  const list =
    itemLayout === "rows" ? (
      <ul className={`${classes.list} ${classes.rows}`}>{rows}</ul>
    ) : (
      <Columns
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        component="ul"
        className={classes.list}
      >
        {rows}
      </Columns>
    );

  return (
    <div className={layout.stack} style={{ "--gap": "var(--spacing-lg)" } as CSSProperties}>
      <div className={`${layout.row} ${layout.between} ${classes.header}`}>
        <div>
          <h1 className={`${text.title} ${text.h1}`}>{texts.title}</h1>
          {slotsLine !== null ? (
            <p className={`${text.plain} ${text.dimmed}`}>{slotsLine}</p>
          ) : null}
        </div>
        <Button
          to={texts.addTo}
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={atLimit ? blockAdd : undefined}
          variant={atLimit && dimAdd === "light" ? "light" : "filled"}
          aria-disabled={(atLimit && dimAdd === "disabled") || undefined}
          data-disabled={(atLimit && dimAdd === "disabled") || undefined}
          aria-describedby={atLimit ? texts.limitId : undefined}
        >
          {texts.addLabel}
        </Button>
      </div>

      {atLimit ? (
        <div id={texts.limitId}>
          <Alert
            color="orange"
            title={texts.limitTitle}
            icon={<IconAlertTriangle size={20} aria-hidden />}
          >
            <div className={`${layout.stack} ${classes.limit}`}>
              <p className={`${text.plain} ${text.sm}`}>{limitLine}</p>
              <Button to="/subscribe" size="sm">
                View Subscription Plans
              </Button>
            </div>
          </Alert>
        </div>
      ) : null}

      {notice}

      <div className={`${layout.row} ${classes.filters}`}>
        <SearchBox q={q} label={texts.searchLabel} placeholder={texts.searchPlaceholder} />
        <SortSelect
          sort={sort}
          options={sortOptions}
          defaultSort={defaultSort}
          className={`${layout.fieldWidth} ${classes.sort}`}
        />
      </div>

      {/* biome-ignore lint/a11y/useSemanticElements: news about the page, not the result of a form (<output>) */}
      <p className={`${text.plain} ${text.sm} ${text.dimmed}`} role="status">
        {status}
      </p>

      {loading ??
        (items.length === 0 && !notice ? (
          <EmptyState texts={texts} icon={emptyIcon} searching={q !== ""} atLimit={atLimit} />
        ) : (
          list
        ))}

      {dialogs}
      <DeleteDialog
        title={texts.deleteTitle}
        question={texts.deleteQuestion}
        item={deleting ? { id: deleting.id, name: itemName(deleting) } : null}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
