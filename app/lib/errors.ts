/**
 * A rule of the product was broken. `code` names the rule for code (the UI
 * switches on it, never on the text); the message is the spec's text, safe
 * to show; `status` is the HTTP status the request answers with.
 */
export class AppError<Code extends string = string> extends Error {
  override name = "AppError";
  constructor(
    readonly code: Code,
    message: string,
    readonly status = 400,
    readonly field?: string,
  ) {
    super(message);
  }
}

export class NotFoundError extends AppError<"not-found"> {
  override name = "NotFoundError";
  constructor(message = "Not found") {
    super("not-found", message, 404);
  }
}

export class ForbiddenError extends AppError<"forbidden"> {
  override name = "ForbiddenError";
  constructor(message = "You don't have permission to do that.") {
    super("forbidden", message, 403);
  }
}

export class RateLimitError extends AppError<"rate-limited"> {
  override name = "RateLimitError";
  constructor(
    message = "Too many attempts. Please wait a few minutes and try again.",
    readonly retryAfterSeconds = 60,
  ) {
    super("rate-limited", message, 429);
  }
}

type ErrorEntry = { message: string; status?: number; field?: string };

/**
 * A domain's table of errors: each code with the spec's message, its status
 * (400 unless said) and the form field it belongs to, if any. Returns the
 * function that raises them and the table itself (for tests and the UI).
 *
 *   export const checkoutErrors = defineErrors("checkout", {
 *     unavailable: { message: "This artwork is no longer available", status: 409 },
 *   });
 *   throw checkoutErrors.raise("unavailable");  // code "checkout.unavailable"
 */
export function defineErrors<
  const Domain extends string,
  const Table extends Record<string, ErrorEntry>,
>(domain: Domain, table: Table) {
  type Code = `${Domain}.${keyof Table & string}`;
  return {
    table,
    code: (key: keyof Table & string) => `${domain}.${key}` as Code,
    raise(key: keyof Table & string, overrides: { message?: string; field?: string } = {}) {
      const entry = table[key] as ErrorEntry;
      return new AppError<Code>(
        `${domain}.${key}` as Code,
        overrides.message ?? entry.message,
        entry.status ?? 400,
        overrides.field ?? entry.field,
      );
    },
    /** True when `error` is this table's `key`. */
    is(error: unknown, key: keyof Table & string): error is AppError<Code> {
      return error instanceof AppError && error.code === `${domain}.${key}`;
    },
  };
}

/** The shape every action answers with when it fails. `code` is "invalid" for bad input. */
export type ActionFailure = {
  ok: false;
  code: string;
  error: string;
  fieldErrors?: Record<string, string>;
};

/** What an action answers: its success data with `ok: true`, or a failure. */
export type ActionResult<T extends object = object> = ({ ok: true } & T) | ActionFailure;

/** True for an action's failure answer, as it reaches the browser. */
export function isActionFailure(value: unknown): value is ActionFailure {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { ok?: unknown }).ok === false &&
    typeof (value as { error?: unknown }).error === "string"
  );
}
