import { data } from "react-router";
import type { z } from "zod";
import { type ActionFailure, AppError, RateLimitError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { fieldErrors } from "./field-errors";

const INVALID_MESSAGE = "Please correct the highlighted fields.";

/** Input its schema refused: a 400 naming the first problem of each field. */
export class InvalidFormError extends AppError<"invalid"> {
  override name = "InvalidFormError";
  readonly fieldErrors: Record<string, string>;
  constructor(error: z.ZodError, message = INVALID_MESSAGE) {
    super("invalid", message, 400);
    this.fieldErrors = fieldErrors(error);
  }
}

/**
 * The form's values as its schema parses them. Input it refuses throws an
 * InvalidFormError: call it inside the try whose catch answers with failure(),
 * so the browser gets a 400 with the field errors. `message` is the form's own
 * error: a fixed text, or one made from the problems (e.g. firstProblem).
 */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
  message?: string | ((error: z.ZodError) => string),
): z.output<Schema> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const text = typeof message === "function" ? message(parsed.error) : message;
  throw new InvalidFormError(parsed.error, text);
}

/** Turns an app error into the action's 4xx answer; anything else is rethrown (a 500). */
export function failure(error: unknown) {
  if (error instanceof AppError) {
    const body: ActionFailure = {
      ok: false,
      code: error.code,
      error: error.message,
      fieldErrors:
        error instanceof InvalidFormError
          ? error.fieldErrors
          : error.field
            ? { [error.field]: error.message }
            : undefined,
    };
    const headers: HeadersInit =
      error instanceof RateLimitError ? { "Retry-After": String(error.retryAfterSeconds) } : {};
    return data(body, { status: error.status, headers });
  }
  throw error;
}

/** A 400 answer listing the first problem of each field. */
export function invalid(error: z.ZodError, message = INVALID_MESSAGE) {
  return failure(new InvalidFormError(error, message));
}

/**
 * The one answer to an error nobody expected: an app error still answers with
 * its own 4xx; anything else is logged with the request id and answered with a
 * 500 carrying the action's own plain text (e.g. "Failed to send message"),
 * never the error's.
 */
export function failureOrUnexpected(
  error: unknown,
  { requestId, message, log }: { requestId: string; message: string; log: string },
) {
  if (error instanceof AppError) return failure(error);
  logger.error({ err: error, requestId }, log);
  const body: ActionFailure = { ok: false, code: "unexpected", error: message };
  return data(body, { status: 500 });
}

/**
 * Reads a form body into a plain object; checkboxes come in as booleans. A body
 * that is no form (JSON, a broken multipart, another type) throws an AppError:
 * call it inside the try whose catch answers with failure(), so it is a 400.
 */
export async function readForm(request: Request, booleans: string[] = []) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new AppError("unreadable-form", "The form could not be read. Please try again.", 400);
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
