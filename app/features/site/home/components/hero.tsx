import { IconArrowRight, IconPlayerPause, IconPlayerPlay } from "@tabler/icons-react";
import { type CSSProperties, useEffect, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { Button } from "~/components/button";
import type { HeroImage } from "~/features/catalogue";
import { imageUrl } from "~/features/media";
import classes from "./home.module.css";

/** The hero shows its next picture every this many milliseconds (R-home-featured). */
export const HERO_INTERVAL_MS = 5000;

/** The index after `index` in a rotation of `count` pictures, wrapping to 0. */
export function nextHeroIndex(index: number, count: number) {
  return count > 0 ? (index + 1) % count : 0;
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Whether the visitor asks for reduced motion: false on the server and while
 * the page hydrates, then the browser's answer, kept up to date.
 */
function useReducedMotion() {
  return useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** An outlined button in white over the hero's dark picture. */
const ON_DARK_OUTLINE = {
  "--button-bg": "rgb(255 255 255 / 0.06)",
  "--button-hover": "rgb(255 255 255 / 0.16)",
  "--button-fg": "#fff",
  "--button-border": "rgb(255 255 255 / 0.7)",
} as CSSProperties;

/**
 * Rotates through the pictures every five seconds once `ready`. It stays still
 * for visitors who prefer reduced motion, and whenever they pause it.
 */
function useRotation(count: number, ready: boolean) {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const playing = count > 1 && !paused && !reducedMotion;

  // Each picture gets its full five seconds, also after a visitor picks one.
  useEffect(() => {
    if (!playing || !ready) return;
    const timer = window.setTimeout(() => setIndex(nextHeroIndex(index, count)), HERO_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, ready, count, index]);

  return { index, setIndex, playing, paused, setPaused, reducedMotion };
}

/**
 * Whether the page has finished loading: the pictures after the first are
 * fetched only then, so that on a slow connection they take no bandwidth from
 * the first picture and the page's own files, and the rotation starts then, so
 * that the next picture is there to fade in.
 */
function usePageLoaded() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === "complete") return setLoaded(true);
    const onLoad = () => setLoaded(true);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);
  return loaded;
}

export function Hero({ images }: { images: HeroImage[] }) {
  const pageLoaded = usePageLoaded();
  const rotation = useRotation(images.length, pageLoaded);
  const current = images[rotation.index];
  // A picture is drawn from the first time it shows, or once the page has loaded.
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set([0]));
  useEffect(() => {
    setPicked((indexes) =>
      indexes.has(rotation.index) ? indexes : new Set(indexes).add(rotation.index),
    );
  }, [rotation.index]);

  return (
    <section
      className={classes.hero}
      aria-labelledby="hero-title"
      data-hero-index={rotation.index}
      data-hero-count={images.length}
      data-hero-playing={rotation.playing ? "true" : "false"}
    >
      <div className={classes.heroImages} aria-hidden="true">
        {images.map((image, i) =>
          pageLoaded || picked.has(i) || i === rotation.index ? (
            <img
              key={image.imageKey}
              src={imageUrl(image.imageKey, "large")}
              alt=""
              className={classes.heroImage}
              data-active={i === rotation.index ? "true" : undefined}
              fetchPriority={i === 0 ? "high" : "low"}
              decoding="async"
            />
          ) : null,
        )}
      </div>
      <div className={classes.heroShade} aria-hidden="true" />

      <div className={classes.heroContent}>
        <p className={classes.heroEyebrow}>Fair-trade original art</p>
        <h1 id="hero-title" className={classes.heroTitle}>
          Art that pays its artists fairly.
        </h1>
        <p className={classes.heroLead}>
          Buy or lease original work from emerging artists, many of them in neighbourhoods at risk
          of gentrification. Every lease is steady income for the person who made it.
        </p>
        <div className={classes.heroActions}>
          <Button
            to="/search"
            size="lg"
            variant="white"
            rightSection={<IconArrowRight size={20} aria-hidden="true" />}
          >
            Browse Artwork
          </Button>
          <Button
            href="#how-it-works"
            size="lg"
            variant="outline"
            className={classes.heroSecondary}
            style={ON_DARK_OUTLINE}
          >
            How It Works
          </Button>
        </div>
      </div>

      {images.length > 0 ? (
        <div className={classes.heroFooter}>
          {current ? (
            <Link to={`/artwork/${current.artworkId}`} className={classes.heroCaption}>
              <span className={classes.heroCaptionLabel}>On view</span>
              <span className={classes.heroCaptionTitle}>{current.title}</span>
              {current.artistName ? (
                <span className={classes.heroCaptionArtist}>by {current.artistName}</span>
              ) : null}
            </Link>
          ) : null}
          {images.length > 1 ? (
            <div className={classes.heroControls}>
              {images.map((image, i) => (
                <button
                  type="button"
                  key={image.imageKey}
                  className={classes.heroDot}
                  aria-label={`Show picture ${i + 1} of ${images.length}: ${image.title}`}
                  aria-pressed={i === rotation.index}
                  onClick={() => rotation.setIndex(i)}
                >
                  <span />
                </button>
              ))}
              {rotation.reducedMotion ? null : (
                <button
                  type="button"
                  className={classes.heroPause}
                  aria-label={rotation.paused ? "Play slideshow" : "Pause slideshow"}
                  onClick={() => rotation.setPaused(!rotation.paused)}
                >
                  {rotation.paused ? (
                    <IconPlayerPlay size={16} aria-hidden="true" />
                  ) : (
                    <IconPlayerPause size={16} aria-hidden="true" />
                  )}
                </button>
              )}
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
