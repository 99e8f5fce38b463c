import { data } from "react-router";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/accounts/index.server";
import { REVEAL_MESSAGES, type RevealResult, revealSchema } from "~/features/commerce";
import { revealContact } from "~/features/commerce/index.server";
import { AppError } from "~/lib/errors";
import { readForm } from "~/lib/http/forms.server";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/api.reveal-contact";

/** Contacts are revealed by POST only: a GET never returns contact details. */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

function failed(error: string, status: number) {
  return data<RevealResult>({ ok: false, error }, { status });
}

/**
 * Reveals the original artist's e-mail and phone of an artist-managed artwork
 * on offer: free when this member revealed it before, otherwise it costs one reveal.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return failed(REVEAL_MESSAGES.failed, 405);
  const viewer = await getViewer(request);
  if (!viewer) return failed(REVEAL_MESSAGES.signIn, 401);
  try {
    const parsed = revealSchema.safeParse(await readForm(request));
    if (!parsed.success) return failed(REVEAL_MESSAGES.failed, 400);
    const result = await revealContact(db(), viewer.id, parsed.data.artworkId.toLowerCase());
    return data<RevealResult>(
      { ok: true, ...result },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    if (error instanceof AppError) return failed(error.message, error.status);
    logger.error({ err: error }, "revealing a contact failed");
    return failed(REVEAL_MESSAGES.failed, 500);
  }
}
