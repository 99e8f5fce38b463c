import { isRouteErrorResponse } from "react-router";
import type { ActionFailure } from "~/lib/errors";

/** The code of the failure answered when the server could not be reached. */
export const UNREACHABLE = "unreachable";

/**
 * For a resource route's clientAction: its server action's answer, or a failure
 * with `message` when the request got no answer (the network or the server is
 * down). A fetcher whose request rejects shows the page's error boundary in
 * place of the page; as a failure, the form shows its toast and keeps what was
 * entered. What the server threw on purpose (a response, a redirect) still goes
 * where React Router sends it.
 */
export async function serverActionOrFailure<T>(
  serverAction: () => Promise<T>,
  message: string,
): Promise<T | ActionFailure> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    return { ok: false, code: UNREACHABLE, error: message };
  }
}
