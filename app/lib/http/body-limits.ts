/** A plain form, a message or a JSON call: far more than any field allows. */
export const FORM_BODY_BYTES = 64 * 1024;

export const BODY_TOO_LARGE_MESSAGE = "The request is too large.";
