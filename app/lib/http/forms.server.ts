import { data } from "react-router";
import type { z } from "zod";
import { type ActionFailure, DomainError, RateLimitError } from "~/lib/errors";
import { fieldErrors } from "./field-errors";

/** Turns a domain error into the action's 4xx answer; anything else is rethrown (a 500). */
export function failure(error: unknown) {
  if (error instanceof DomainError) {
    const body: ActionFailure = {
      ok: false,
      error: error.message,
      fieldErrors: error.field ? { [error.field]: error.message } : undefined,
    };
    const headers: HeadersInit =
      error instanceof RateLimitError ? { "Retry-After": String(error.retryAfterSeconds) } : {};
    return data(body, { status: error.status, headers });
  }
  throw error;
}

/** A 400 answer listing the first problem of each field. */
export function invalid(error: z.ZodError, message = "Please correct the highlighted fields.") {
  const body: ActionFailure = { ok: false, error: message, fieldErrors: fieldErrors(error) };
  return data(body, { status: 400 });
}

/** Reads a form body into a plain object; checkboxes come in as booleans. */
export async function readForm(request: Request, booleans: string[] = []) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new DomainError("The form could not be read. Please try again.", 400);
  }
  const values: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") values[key] = value;
  }
  for (const key of booleans) {
    const raw = form.get(key);
    values[key] = raw === "on" || raw === "true";
  }
  return values;
}
