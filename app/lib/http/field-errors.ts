import type { z } from "zod";

/** First message per field, for showing beside inputs; a problem of no field is under "form". */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/** The first problem's message, where a form says one thing about its input. */
export function firstProblem(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Please correct the highlighted fields.";
}
