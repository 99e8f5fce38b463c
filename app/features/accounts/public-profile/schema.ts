import { z } from "zod";

/** Any well-formed UUID; anything else is no member at all (and never reaches the database). */
export const memberIdSchema = z.guid();
