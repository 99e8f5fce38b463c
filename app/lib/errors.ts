/**
 * A rule of the product was broken. The message is the spec's text, safe to
 * show; `status` is the HTTP status the request answers with.
 */
export class DomainError extends Error {
  override name = "DomainError";
  constructor(
    message: string,
    readonly status = 400,
    readonly field?: string,
  ) {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  override name = "NotFoundError";
  constructor(message = "Not found") {
    super(message, 404);
  }
}

export class ForbiddenError extends DomainError {
  override name = "ForbiddenError";
  constructor(message = "You don't have permission to do that.") {
    super(message, 403);
  }
}

export class RateLimitError extends DomainError {
  override name = "RateLimitError";
  constructor(
    message = "Too many attempts. Please wait a few minutes and try again.",
    readonly retryAfterSeconds = 60,
  ) {
    super(message, 429);
  }
}

/** The shape every action answers with when it fails. */
export type ActionFailure = { ok: false; error: string; fieldErrors?: Record<string, string> };
