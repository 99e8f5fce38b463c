import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { SelectField } from "~/components/select-field";
import { useFollowingState } from "~/lib/use-following-state";

/**
 * The search box's text of an owned items list: it shows what the URL says
 * (Back, or the search applied), and the URL's `q` follows the typing a
 * moment after it stops.
 */
export function useListSearch(q: string) {
  const [typed, setTyped] = useFollowingState(q);
  const [, setSearchParams] = useSearchParams();
  useEffect(() => {
    const next = typed.trim();
    if (next === q) return;
    const timer = setTimeout(() => {
      setSearchParams(
        (params) => {
          if (next) params.set("q", next);
          else params.delete("q");
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [typed, q, setSearchParams]);
  return [typed, setTyped] as const;
}

/** 'Sort by', kept in the URL's `sort`; the default sort leaves the URL without one. */
export function SortSelect<S extends string>({
  sort,
  options,
  defaultSort,
  className,
}: {
  sort: S;
  options: { value: S; label: string }[];
  defaultSort: S;
  className?: string;
}) {
  const [, setSearchParams] = useSearchParams();
  return (
    <SelectField
      label="Sort by"
      data={options}
      value={sort}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setSearchParams(
          (params) => {
            if (value && value !== defaultSort) params.set("sort", value);
            else params.delete("sort");
            return params;
          },
          { replace: true, preventScrollReset: true },
        );
      }}
      className={className}
    />
  );
}
