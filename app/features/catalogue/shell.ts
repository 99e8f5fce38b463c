// What the page frame (app/shell) takes from catalogue: the featured-artists menu and the
// signed-in state that the cards' hearts read.
export { SignedInContext } from "./cards/signed-in";
export {
  type FeaturedArtistsState,
  useFeaturedArtists,
} from "./featured/components/use-featured-artists";
