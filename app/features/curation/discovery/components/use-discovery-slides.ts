import { useCallback, useEffect, useRef, useState } from "react";
import { imageUrl } from "~/features/media";
import { type DiscoveryPage, type DiscoverySlide, PAGE_SIZE } from "../slides";
import { fetchDiscoveryPage } from "./discovery-client";

/** Start reading the next page this many slides before the loaded run ends. */
const LOOK_AHEAD = 5;

type Loaded = { slides: ReadonlyMap<number, DiscoverySlide>; total: number };

function withPage(loaded: Loaded, page: DiscoveryPage): Loaded {
  const slides = new Map(loaded.slides);
  page.slides.forEach((slide, i) => {
    slides.set(page.offset + i, slide);
  });
  return { slides, total: page.total };
}

/**
 * The slides of one visit, read a page at a time: a sparse map from position
 * to slide, so a wrap from the first slide to the last reads only the last
 * page. Pages are asked for with the visit's start, which keeps the order
 * still while the member's own moves spend stars.
 */
export function useDiscoverySlides(first: DiscoveryPage, visitStart: string, index: number) {
  const [loaded, setLoaded] = useState<Loaded>(() =>
    withPage({ slides: new Map(), total: first.total }, first),
  );
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Offsets asked for already: asked again only after Try again, so a page that
  // came back short (works sold meanwhile) cannot start a loop of requests.
  const asked = useRef(new Set<number>());

  const load = useCallback(
    (offset: number) => {
      if (asked.current.has(offset)) return;
      asked.current.add(offset);
      fetchDiscoveryPage(offset, PAGE_SIZE, visitStart)
        .then((page) => {
          setLoaded((before) => withPage(before, page));
          // Nothing where slides were expected: the catalogue changed under the visit.
          setFailed(page.slides.length === 0 && offset < page.total);
        })
        .catch((error: unknown) => {
          console.error("Reading Discovery Mode slides failed", error);
          setFailed(true);
        });
    },
    [visitStart],
  );

  const { slides, total } = loaded;

  // The page holding the current slide, then the next one ahead of it (and,
  // after a wrap to the end, the one behind it) within a few slides.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after Try again
  useEffect(() => {
    if (total === 0) return;
    const lastPageStart = Math.max(0, total - PAGE_SIZE);
    const forwardFrom = (at: number) => Math.min(at, lastPageStart);
    const backwardFrom = (at: number) => Math.max(0, at - PAGE_SIZE + 1);
    if (!slides.has(index)) {
      const cameFromAfter = slides.has((index + 1) % total);
      load(cameFromAfter ? backwardFrom(index) : forwardFrom(index));
      return;
    }
    for (let ahead = index + 1; ahead <= index + LOOK_AHEAD && ahead < total; ahead += 1) {
      if (!slides.has(ahead)) {
        load(forwardFrom(ahead));
        break;
      }
    }
    for (let behind = index - 1; behind >= index - LOOK_AHEAD && behind >= 0; behind -= 1) {
      if (!slides.has(behind)) {
        load(backwardFrom(behind));
        break;
      }
    }
  }, [index, slides, total, load, attempt]);

  /** Asks again for pages that failed (the member pressed Try again). */
  const retry = useCallback(() => {
    asked.current.clear();
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  return { slides, total, failed, retry };
}

/**
 * Fetches the pictures of the neighbouring slides while this one shows, so a
 * move never waits for its picture (the browser keeps them in its cache).
 */
export function usePreload(neighbours: readonly (DiscoverySlide | undefined)[]) {
  const keys = neighbours.map((slide) => slide?.image?.key ?? "").join(" ");
  useEffect(() => {
    for (const key of keys.split(" ")) {
      if (key) new Image().src = imageUrl(key, "large");
    }
  }, [keys]);
}
