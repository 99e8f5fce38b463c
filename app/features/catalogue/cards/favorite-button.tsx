import { IconHeart, IconHeartFilled } from "@tabler/icons-react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { Button, IconButton } from "~/components/button";
import { showToast } from "~/components/toast";
import { signInThen } from "~/features/catalogue/artwork/links";
import { favoriteErrors } from "~/features/catalogue/favorites/errors";
import type { FavoriteActionResult } from "~/features/catalogue/favorites/schema";
import { useActionResult } from "~/lib/http/use-action-result";
import classes from "./favorite-button.module.css";
import { useSignedIn } from "./signed-in";

export const FAVORITES_ACTION = "/api/favorites";
const SIGN_IN_TO_SAVE = favoriteErrors.table["sign-in"].message;
const FAVORITE_FAILED = favoriteErrors.table.failed.message;

/**
 * Saves or unsaves an artwork. The heart flips at once (optimistic) and flips
 * back with 'Failed to update favorites' if the server refuses or cannot be
 * reached (the route's clientAction turns that into a failure answer). Visitors are
 * sent to sign in with the toast (R-visitor-sign-in-toast), and come back to this page.
 */
export function useFavorite(artworkId: string, isFavorite: boolean) {
  const signedIn = useSignedIn();
  const fetcher = useFetcher<FavoriteActionResult>();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = () => {
    showToast(SIGN_IN_TO_SAVE, "blue");
    navigate(signInThen(`${location.pathname}${location.search}`));
  };
  const pending = fetcher.formData?.get("intent");
  const optimistic = pending
    ? pending === "add"
    : fetcher.data?.ok
      ? fetcher.data.isFavorite
      : isFavorite;
  useActionResult(fetcher, (result) => {
    // A session that ended meanwhile: the same as a visitor's click.
    if (!result.ok && result.code === favoriteErrors.code("sign-in")) signIn();
    else if (!result.ok) showToast(FAVORITE_FAILED, "red");
  });

  function toggle() {
    if (!signedIn) {
      signIn();
      return;
    }
    fetcher.submit(
      { artworkId, intent: optimistic ? "remove" : "add" },
      { method: "post", action: FAVORITES_ACTION },
    );
  }

  return { isFavorite: optimistic, toggle };
}

/** The heart on artwork cards: "Save" or "Saved" shows beside it (above, the card's picture would clip it). */
export function FavoriteHeart({
  artworkId,
  isFavorite,
  title,
}: {
  artworkId: string;
  isFavorite: boolean;
  title: string;
}) {
  const favorite = useFavorite(artworkId, isFavorite);
  return (
    <span className={classes.heart}>
      <IconButton
        variant="white"
        round
        label={
          favorite.isFavorite ? `Remove ${title} from favorites` : `Save ${title} to favorites`
        }
        tooltip={favorite.isFavorite ? "Saved" : "Save"}
        tooltipAlign="left"
        aria-pressed={favorite.isFavorite}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          favorite.toggle();
        }}
      >
        {favorite.isFavorite ? (
          <IconHeartFilled size={20} aria-hidden />
        ) : (
          <IconHeart size={20} aria-hidden />
        )}
      </IconButton>
    </span>
  );
}

/** The Save/Saved button of the artwork page. */
export function SaveButton({ artworkId, isFavorite }: { artworkId: string; isFavorite: boolean }) {
  const favorite = useFavorite(artworkId, isFavorite);
  return (
    <Button
      variant={favorite.isFavorite ? "filled" : "outline"}
      // The theme's darkest red: white on it passes AA.
      color="red.9"
      leftSection={favorite.isFavorite ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
      aria-pressed={favorite.isFavorite}
      onClick={favorite.toggle}
    >
      {favorite.isFavorite ? "Saved" : "Save"}
    </Button>
  );
}
