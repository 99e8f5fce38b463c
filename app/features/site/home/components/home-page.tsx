import type { ArtworkCardData, HeroImage } from "~/features/catalogue";
import { Hero } from "./hero";
import classes from "./home.module.css";
import {
  ArtistCallToAction,
  ClosingCallToAction,
  FeaturedArtwork,
  HowItWorks,
  Testimonials,
} from "./sections";

/** The front door: the hero, the featured works, how it works, the artists' call, voices and the closing call. */
export function HomePage({
  hero,
  featured,
  collage,
}: {
  hero: HeroImage[];
  featured: ArtworkCardData[];
  /** Main images for the artists' call to action. */
  collage: string[];
}) {
  return (
    <div className={classes.page}>
      <Hero images={hero} />
      <FeaturedArtwork artworks={featured} />
      <HowItWorks />
      <ArtistCallToAction images={collage} />
      <Testimonials />
      <ClosingCallToAction />
    </div>
  );
}
