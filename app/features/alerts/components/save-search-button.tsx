import { IconBookmark } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "~/components/button";
import { type SearchState, searchHref, signInThen } from "~/features/catalogue";

// The dialog, its form and its checks load only when a member presses the button.
const SaveSearchDialog = lazy(() =>
  import("./save-search-dialog").then((module) => ({ default: module.SaveSearchDialog })),
);

/**
 * R-saved-searches: 'Save search' on the search page. A member names the
 * search on screen and chooses its alert in a dialog; a visitor is taken to
 * sign in and back to this search.
 */
export function SaveSearchButton({
  state,
  artistName,
  signedIn,
}: {
  state: SearchState;
  artistName?: string | null;
  signedIn: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const icon = <IconBookmark size={16} aria-hidden="true" />;
  if (!signedIn) {
    return (
      <Button
        variant="default"
        size="sm"
        leftSection={icon}
        to={signInThen(searchHref({ ...state, page: 1 }))}
      >
        Save search
      </Button>
    );
  }
  return (
    <>
      <Button variant="default" size="sm" leftSection={icon} onClick={() => setOpened(true)}>
        Save search
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <SaveSearchDialog
            state={state}
            artistName={artistName}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
