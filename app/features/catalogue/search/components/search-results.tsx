import { IconHeart, IconLock, IconMapPin, IconPhotoSearch } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/button";
import { signInThen } from "~/features/catalogue/artwork/links";
import { ArtworkCard, ArtworkCardSkeleton } from "~/features/catalogue/cards/artwork-card";
import type { ArtworkCardData } from "~/features/catalogue/cards/card-data";
import { MAX_PAGE, type SearchState, searchHref } from "~/features/catalogue/search/schema";
import classes from "./search-results.module.css";

export type ResultCard = ArtworkCardData & { distanceMiles: number | null };

const SKELETON_COUNT = 6;

/** The six placeholder cards shown while a new search loads. */
export function ResultsSkeleton() {
  return (
    <div className={classes.grid} data-testid="search-skeleton">
      {Array.from({ length: SKELETON_COUNT }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <ArtworkCardSkeleton key={i} />
      ))}
    </div>
  );
}

function DistanceNote({ miles }: { miles: number | null }) {
  return (
    <p className={classes.distance}>
      <IconMapPin size={14} aria-hidden />
      <span>{miles == null ? "Distance not available" : `${miles.toFixed(1)} miles away`}</span>
    </p>
  );
}

export function ResultsGrid({
  cards,
  showDistance,
}: {
  cards: ResultCard[];
  showDistance: boolean;
}) {
  return (
    <ul className={classes.grid}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <ArtworkCard
            artwork={card}
            // The first picture is the page's largest paint on a phone; the others
            // wait for layout rather than share a slow connection with it.
            priority={index === 0}
            note={showDistance ? <DistanceNote miles={card.distanceMiles} /> : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

function Empty({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <div className={classes.empty}>
      <div className={classes.indicator}>{icon}</div>
      <div className={classes.emptyBody}>
        <div className={classes.emptyTitle}>{title}</div>
        <p className={classes.emptyText}>{description}</p>
        {children ? <div className={classes.emptyActions}>{children}</div> : null}
      </div>
    </div>
  );
}

/** 'No artworks found', 'No favorites found' and 'Sign in to view favorites'. */
export function ResultsEmpty({
  kind,
  onClear,
  signInReturnTo = "/search?sort=favorites",
}: {
  kind: "none" | "no-favorites" | "sign-in";
  onClear?: () => void;
  /** Where signing in comes back to: the search the visitor asked for. */
  signInReturnTo?: string;
}) {
  if (kind === "sign-in") {
    return (
      <Empty
        icon={<IconLock aria-hidden />}
        title="Sign in to view favorites"
        description="Save the artworks you love and find them here."
      >
        <Button to={signInThen(signInReturnTo)}>Sign In</Button>
      </Empty>
    );
  }
  if (kind === "no-favorites") {
    return (
      <Empty
        icon={<IconHeart aria-hidden />}
        title="No favorites found"
        description="Tap the heart on an artwork to save it to your favorites."
      />
    );
  }
  return (
    <Empty
      icon={<IconPhotoSearch aria-hidden />}
      title="No artworks found"
      description="Try other words or fewer filters."
    >
      {onClear ? (
        <Button variant="default" onClick={onClear}>
          Clear all filters
        </Button>
      ) : null}
    </Empty>
  );
}

/**
 * The pages to offer: the first and the last, the current one with one on
 * each side, and "dots" where pages are left out; seven places at most.
 * With `more`, `total` is only the pages known so far, so no last page is
 * offered: dots end the list where pages follow.
 */
export function pageItems(current: number, total: number, more = false): (number | "dots")[] {
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (more) {
    const last = Math.min(total, Math.max(current + 1, 5));
    const head = current <= 4 ? range(1, last) : [1, "dots" as const, ...range(current - 1, last)];
    // Past the counted pages more follow, up to the deepest page offered.
    return last < total || total < MAX_PAGE ? [...head, "dots"] : head;
  }
  if (total <= 7) return range(1, total);
  if (current <= 4) return [...range(1, 5), "dots", total];
  if (current >= total - 3) return [1, "dots", ...range(total - 4, total)];
  return [1, "dots", current - 1, current, current + 1, "dots", total];
}

function Chevron({ to }: { to: "previous" | "next" }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true">
      <path
        d={to === "previous" ? "M10 3.5 5.5 8l4.5 4.5" : "M6 3.5 10.5 8 6 12.5"}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.35"
      />
    </svg>
  );
}

const CONTROL = `${classes.control} focus-ring press`;

/** Page links that keep every filter; plain links, so they also work without JavaScript. */
export function ResultsPagination({
  state,
  pageCount,
  more = false,
}: {
  state: SearchState;
  pageCount: number;
  /** Further pages follow the counted ones. */
  more?: boolean;
}) {
  if (pageCount <= 1) return null;
  const href = (page: number) => searchHref({ ...state, page });
  const edge = (to: "previous" | "next", page: number, disabled: boolean) => {
    const label = to === "previous" ? "Previous page" : "Next page";
    return disabled ? (
      <button type="button" className={CONTROL} aria-label={label} disabled>
        <Chevron to={to} />
      </button>
    ) : (
      <Link className={CONTROL} aria-label={label} to={href(page)}>
        <Chevron to={to} />
      </Link>
    );
  };
  return (
    <nav aria-label="Result pages" className={classes.pages}>
      {edge("previous", state.page - 1, state.page <= 1)}
      {pageItems(state.page, pageCount, more).map((item, index) =>
        item === "dots" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the two gaps differ only by place
          <span key={`dots-${index}`} className={classes.dots} aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={item}
            className={`${CONTROL} ${classes.number}`}
            to={href(item)}
            aria-label={`Page ${item}`}
            aria-current={item === state.page ? "page" : undefined}
          >
            {item}
          </Link>
        ),
      )}
      {edge("next", state.page + 1, state.page >= pageCount)}
    </nav>
  );
}
