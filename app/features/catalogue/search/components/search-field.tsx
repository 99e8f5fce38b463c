import { IconSearch } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { Loader } from "~/components/loader";
import field from "~/components/text-field.module.css";
import {
  MAX_QUERY_LENGTH,
  type SearchState,
  searchParamsOf,
} from "~/features/catalogue/search/schema";
import { useSearchNavigate } from "./use-search-navigate";

/** `value` once it has stayed the same for `wait` ms. */
function useDebounced<T>(value: T, wait: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(timer);
  }, [value, wait]);
  return settled;
}

/**
 * The text search, kept in the URL as ?q=. Typing searches after a short
 * pause; Enter searches at once (also without JavaScript, keeping the other filters).
 */
export function SearchField({ state, searching }: { state: SearchState; searching: boolean }) {
  const go = useSearchNavigate();
  const [value, setValue] = useState(state.q);
  const debounced = useDebounced(value, 350);
  const lastSent = useRef(state.q);
  const stateRef = useRef(state);
  stateRef.current = state;

  // Back and forward change the URL: show what it says.
  useEffect(() => {
    if (state.q !== lastSent.current) {
      lastSent.current = state.q;
      setValue(state.q);
    }
  }, [state.q]);

  const send = (text: string) => {
    const q = text.trim().replace(/\s+/g, " ");
    if (q === lastSent.current) return;
    lastSent.current = q;
    go({ ...stateRef.current, q, page: 1 });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: send reads the latest state through a ref
  useEffect(() => {
    send(debounced);
  }, [debounced]);

  const kept = searchParamsOf({ ...state, q: "", page: 1 });
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label="Artworks"
      onSubmit={(event) => {
        event.preventDefault();
        send(value);
      }}
    >
      {[...kept.entries()].map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      {/* A plain input with the fields' look at size md (42 px tall). */}
      <div className={`${field.field} ${field.control}`} data-size="md">
        <span className={field.section} data-position="left">
          <IconSearch size={18} aria-hidden />
        </span>
        <input
          className={`${field.input} ${field.withLeft}${searching ? ` ${field.withRight}` : ""}`}
          name="q"
          type="search"
          aria-label="Search artworks"
          placeholder="Search title, artist, medium, style…"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          maxLength={MAX_QUERY_LENGTH}
          enterKeyHint="search"
        />
        {searching ? (
          <span className={field.section} data-position="right">
            <Loader size="xs" label="Searching" />
          </span>
        ) : null}
      </div>
    </Form>
  );
}
