// What other parts of the app (and the journeys) may use from demo: plain data, no server code.
import { DEMO_ARTISTS } from "./demo-artists";

export { DEMO_CURATOR_EMAIL, DEMO_SPACES, type DemoSpace } from "./demo-spaces";

/**
 * Each demo artist's sign-in e-mail and the artist names their works carry:
 * their own, and the name of anyone they present works for.
 */
export const DEMO_ARTIST_ACCOUNTS: readonly { email: string; names: readonly string[] }[] =
  DEMO_ARTISTS.map((artist) => ({
    email: artist.email,
    names: [artist.fullName, ...(artist.presentsFor ? [artist.presentsFor.name] : [])],
  }));
