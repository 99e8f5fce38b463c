import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Form, useLocation, useNavigation, useSubmit } from "react-router";
import layout from "~/components/layout.module.css";
import { Loader } from "~/components/loader";
import { SelectField } from "~/components/select-field";
import { TextInput } from "~/components/text-input";
import { ListPager } from "../../components/list-pager";
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
  return (
    <ListPager
      page={params.page}
      pageCount={pageCount}
      total={total}
      noun={["subscription", "subscriptions"]}
      filtered={Boolean(params.q || params.status)}
      label="Subscription pages"
      hrefOf={(page) => listQuery({ ...params, page }) || "?"}
    />
  );
}
