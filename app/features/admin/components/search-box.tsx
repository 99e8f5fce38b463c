import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Form, useLocation, useNavigation, useSearchParams, useSubmit } from "react-router";
import { Loader } from "~/components/loader";
import { TextInput } from "~/components/text-input";

/**
 * A search field kept in the URL as ?q=; the loader does the filtering.
 * Typing submits after a short pause; Enter submits at once (also without JavaScript).
 */
export function SearchBox({ label, placeholder }: { label: string; placeholder: string }) {
  const [params] = useSearchParams();
  const submit = useSubmit();
  const navigation = useNavigation();
  const location = useLocation();
  const current = params.get("q") ?? "";
  const [value, setValue] = useState(current);
  const [debounced] = useDebouncedValue(value, 300);
  const lastSent = useRef(current);
  const paramsRef = useRef(params);
  paramsRef.current = params;

  // Back and forward move the URL: show what it says.
  useEffect(() => {
    if (current !== lastSent.current) {
      lastSent.current = current;
      setValue(current);
    }
  }, [current]);

  useEffect(() => {
    const term = debounced.trim();
    if (term === lastSent.current.trim()) return;
    lastSent.current = term;
    const next = new URLSearchParams(paramsRef.current);
    if (term) next.set("q", term);
    else next.delete("q");
    submit(next, { method: "get", replace: true, preventScrollReset: true });
  }, [debounced, submit]);

  const searching =
    navigation.state === "loading" && navigation.location?.pathname === location.pathname;

  return (
    <Form method="get" role="search" preventScrollReset>
      <TextInput
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        name="q"
        label={label}
        hideLabel
        placeholder={placeholder}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        rightSection={searching ? <Loader size="xs" label="Searching" /> : null}
        maxLength={200}
      />
    </Form>
  );
}
