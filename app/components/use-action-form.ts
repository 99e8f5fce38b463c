import { type FormEvent, useState } from "react";
import { type FetcherWithComponents, type SubmitTarget, useFetcher } from "react-router";
import type { z } from "zod";
import { type ActionFailure, isActionFailure } from "~/lib/errors";
import { fieldErrors, firstProblem } from "~/lib/http/field-errors";
import { useActionResult } from "~/lib/http/use-action-result";
import { showToast } from "./toast";

/** What a form's action answers: its success data with `ok: true`, or a failure. */
type Answer<Success extends object> = ({ ok: true } & Success) | ActionFailure;

export type FieldErrors = Partial<Record<string, string>>;

type Options<Success extends object, Schema extends z.ZodType> = {
  /** The schema the server parses the form with; the browser checks it first. */
  schema?: Schema;
  /** The action posted to; the current route's when left out. */
  action?: string;
  /** The toast a success shows: a fixed message, or one made from the answer. */
  successToast?: string | ((answer: { ok: true } & Success) => string);
  /** The toast a failure shows in red: the answer's own message (true) or a fixed one. */
  failureToast?: boolean | string;
  /** A refused browser check toasts its first problem in red too. */
  invalidToast?: boolean;
  /** The form's error while the browser's check refuses (e.g. "Please correct the highlighted fields."). */
  invalidMessage?: string;
  /** The field a failure without field errors is shown under (else it is the form's error). */
  errorField?: string;
  /** False keeps the page's data as it is (an answer that changes nothing on the server). */
  revalidate?: boolean;
  onSuccess?: (answer: { ok: true } & Success) => void;
  onFailure?: (answer: ActionFailure) => void;
  /** Called with the field errors of a refused browser check (e.g. to focus the first). */
  onInvalid?: (errors: FieldErrors) => void;
};

/**
 * One form posted through a fetcher: the browser checks the values with the
 * form's schema, the action answers (see parseForm), and this hook keeps what
 * the form shows. Field errors come from the browser's check or the last
 * answer; `pending` is the fetcher's; the result's toast fires once per answer.
 */
export function useActionForm<
  Success extends object = object,
  Schema extends z.ZodType = z.ZodType,
>(options: Options<Success, Schema> = {}) {
  const {
    schema,
    action,
    successToast,
    failureToast,
    invalidToast,
    invalidMessage,
    errorField,
    revalidate = true,
  } = options;
  // The answers are plain JSON already, so they reach the browser as they are typed.
  const fetcher = useFetcher() as FetcherWithComponents<Answer<Success>>;
  const [errors, setErrors] = useState<FieldErrors>({});
  // Whether the last browser check refused, so the form shows `invalidMessage`.
  const [refused, setRefused] = useState(false);

  useActionResult(fetcher, (answer) => {
    if (!isActionFailure(answer)) {
      setErrors({});
      if (successToast) {
        showToast(typeof successToast === "string" ? successToast : successToast(answer));
      }
      options.onSuccess?.(answer);
      return;
    }
    const fields = answer.fieldErrors ?? {};
    setErrors(
      Object.keys(fields).length === 0 && errorField ? { [errorField]: answer.error } : fields,
    );
    if (failureToast) {
      showToast(typeof failureToast === "string" ? failureToast : answer.error, "red");
    }
    options.onFailure?.(answer);
  });

  /** The values parsed by the schema, or null with their field errors shown. */
  function check(values: unknown): z.output<Schema> | null {
    if (!schema) return values as z.output<Schema>;
    const parsed = schema.safeParse(values);
    setRefused(!parsed.success);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const found = fieldErrors(parsed.error);
    setErrors(found);
    if (invalidToast) showToast(firstProblem(parsed.error), "red");
    options.onInvalid?.(found);
    return null;
  }

  const submitOptions = {
    method: "post",
    ...(action ? { action } : {}),
    ...(revalidate ? {} : { defaultShouldRevalidate: false }),
  } as const;

  /**
   * Checks `values` and posts them, or what `body` makes of the parsed data.
   * Returns false when the check failed (its field errors are shown).
   */
  function submit(values: unknown, body?: (data: z.output<Schema>) => SubmitTarget): boolean {
    const data = check(values);
    if (data === null) return false;
    fetcher.submit(body ? body(data) : (values as SubmitTarget), submitOptions);
    return true;
  }

  const answer = fetcher.state === "idle" ? fetcher.data : undefined;

  return {
    fetcher,
    /** True from the submission until the answer and the revalidation are in. */
    pending: fetcher.state !== "idle",
    errors,
    /**
     * `invalidMessage` while the browser's check refuses; else the last answer's
     * message when it failed (unless `errorField` holds it).
     */
    formError:
      refused && invalidMessage
        ? invalidMessage
        : isActionFailure(answer) && !errorField
          ? answer.error
          : null,
    /** The last answer, when it succeeded. */
    result: answer && !isActionFailure(answer) ? answer : null,
    check,
    submit,
    clearErrors: () => setErrors((current) => (Object.keys(current).length ? {} : current)),
    /** Shows `message` under one field, or clears that field's error (a live check, an edit). */
    setFieldError: (field: string, message?: string | null) =>
      setErrors((current) =>
        (current[field] ?? null) === (message ?? null)
          ? current
          : { ...current, [field]: message ?? undefined },
      ),
    /** Props for `<fetcher.Form>`: posts the form's own fields once they pass the check. */
    formProps: {
      ...submitOptions,
      noValidate: true,
      onSubmit(event: FormEvent<HTMLFormElement>) {
        if (check(formValues(new FormData(event.currentTarget))) === null) {
          event.preventDefault();
        }
      },
    },
  };
}

/** A form's fields as one object; a name given more than once becomes a list. */
export function formValues(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).filter((value) => typeof value === "string");
    values[key] = all.length > 1 ? all : all[0];
  }
  return values;
}
