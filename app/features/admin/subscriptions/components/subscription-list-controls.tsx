import { useDebouncedValue } from "@mantine/hooks";
import { IconChevronLeft, IconChevronRight, IconSearch } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Form, useLocation, useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import { Loader } from "~/components/loader";
import { SelectField } from "~/components/select-field";
import text from "~/components/text.module.css";
import { TextInput } from "~/components/text-input";
import { formatCount, formatWhole } from "~/lib/format";
import {
  listQuery,
  STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionListParams,
} from "../schema";
import classes from "./subscription-list-controls.module.css";

/**
 * The list's search and status filter, one GET form: typing submits after a
 * pause, a new status at once, Enter at once (also without JavaScript). The
 * order is kept; the page goes back to the first.
 */
export function SubscriptionFilters({ params }: { params: SubscriptionListParams }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState(params.q);
  const [debounced] = useDebouncedValue(value, 300);
  const lastSent = useRef(params.q);

  // Back and forward move the URL: show what it says.
  useEffect(() => {
    if (params.q !== lastSent.current) {
      lastSent.current = params.q;
      setValue(params.q);
    }
  }, [params.q]);

  useEffect(() => {
    const term = debounced.trim();
    if (term === lastSent.current.trim() || !formRef.current) return;
    lastSent.current = term;
    submit(formRef.current, { method: "get", replace: true, preventScrollReset: true });
  }, [debounced, submit]);

  const searching =
    navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const custom = params.sort !== "renewal" || params.dir !== "desc";

  return (
    <Form method="get" role="search" ref={formRef} preventScrollReset>
      {custom ? (
        <>
          <input type="hidden" name="sort" value={params.sort} />
          <input type="hidden" name="dir" value={params.dir} />
        </>
      ) : null}
      <div className={`${layout.row} ${classes.filters}`}>
        <TextInput
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          name="q"
          label="Search subscriptions"
          placeholder="Search by name, email, handle or plan..."
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          rightSection={searching ? <Loader size="xs" label="Searching" /> : null}
          maxLength={200}
          className={classes.search}
        />
        <SelectField
          name="status"
          label="Status"
          value={params.status ?? ""}
          onChange={(event) => {
            const form = event.currentTarget.form;
            if (form) submit(form, { method: "get", preventScrollReset: true });
          }}
          data={[
            { value: "", label: "All Statuses" },
            ...SUBSCRIPTION_STATUSES.map((status) => ({
              value: status,
              label: STATUS_LABELS[status],
            })),
          ]}
          className={classes.status}
        />
      </div>
    </Form>
  );
}

/** Previous and next page as links (the page is in the URL), with where the reader is. */
export function SubscriptionPager({
  params,
  pageCount,
  total,
}: {
  params: SubscriptionListParams;
  pageCount: number;
  total: number;
}) {
  const count = formatCount(total, "subscription", "subscriptions");
  return (
    <div className={`${layout.row} ${layout.between} ${classes.pager}`}>
      {/* biome-ignore lint/a11y/useSemanticElements: a status about the page, not the result of a form (<output>) */}
      <p className={`${text.plain} ${text.sm} ${text.dimmed}`} role="status">
        {count}
        {params.q || params.status ? " match" : ""}
        {pageCount > 1 ? ` · page ${params.page} of ${formatWhole(pageCount)}` : ""}
      </p>
      {pageCount > 1 ? (
        <nav className={`${layout.row} ${classes.pages}`} aria-label="Subscription pages">
          {params.page > 1 ? (
            <Button
              to={listQuery({ ...params, page: params.page - 1 }) || "?"}
              variant="default"
              size="xs"
              leftSection={<IconChevronLeft size={14} aria-hidden />}
              preventScrollReset
            >
              Previous
            </Button>
          ) : null}
          {params.page < pageCount ? (
            <Button
              to={listQuery({ ...params, page: params.page + 1 })}
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
