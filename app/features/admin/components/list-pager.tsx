import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { formatCount, formatWhole } from "~/lib/format";
import classes from "./list-pager.module.css";

/**
 * An admin list's previous and next page as links (the page is in the URL),
 * with how many rows there are and where the reader is.
 */
export function ListPager({
  page,
  pageCount,
  total,
  noun,
  filtered = false,
  label,
  hrefOf,
}: {
  page: number;
  pageCount: number;
  total: number;
  /** The rows' name, one and many: ["subscription", "subscriptions"]. */
  noun: readonly [string, string];
  /** The list is narrowed by a search or filter: the count reads '… match'. */
  filtered?: boolean;
  /** The page links' name, for screen readers ('Subscription pages'). */
  label: string;
  /** The address of another page of the same list. */
  hrefOf: (page: number) => string;
}) {
  return (
    <div className={`${layout.row} ${layout.between} ${classes.pager}`}>
      {/* biome-ignore lint/a11y/useSemanticElements: a status about the page, not the result of a form (<output>) */}
      <p className={`${text.plain} ${text.sm} ${text.dimmed}`} role="status">
        {formatCount(total, noun[0], noun[1])}
        {filtered ? " match" : ""}
        {pageCount > 1 ? ` · page ${page} of ${formatWhole(pageCount)}` : ""}
      </p>
      {pageCount > 1 ? (
        <nav className={`${layout.row} ${classes.pages}`} aria-label={label}>
          {page > 1 ? (
            <Button
              to={hrefOf(page - 1)}
              variant="default"
              size="xs"
              leftSection={<IconChevronLeft size={14} aria-hidden />}
              preventScrollReset
            >
              Previous
            </Button>
          ) : null}
          {page < pageCount ? (
            <Button
              to={hrefOf(page + 1)}
              variant="default"
              size="xs"
              rightSection={<IconChevronRight size={14} aria-hidden />}
              preventScrollReset
            >
              Next
            </Button>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
