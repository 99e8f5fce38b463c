// @vitest-environment happy-dom
import { act, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { useToasts } from "~/components/toast";
import { failure, parseForm } from "~/lib/http/forms.server";
import { stubRouter } from "../../tests/support/routes-stub";
import { useActionForm } from "./use-action-form";

const schema = z.object({
  email: z.email("Please enter a valid email address"),
  name: z.string().trim().min(1, "Please enter your name"),
});

/** A form as a page would write it: its fields, their errors, its button, the toasts. */
function SignUpForm() {
  const [values, setValues] = useState({ email: "", name: "" });
  const form = useActionForm<{ name: string }, typeof schema>({
    schema,
    successToast: (answer) => `Welcome, ${answer.name}`,
    failureToast: true,
  });
  const toasts = useToasts();
  return (
    <form.fetcher.Form {...form.formProps}>
      {(["email", "name"] as const).map((field) => (
        <label key={field}>
          {field}
          <input
            name={field}
            value={values[field]}
            onChange={(event) => setValues({ ...values, [field]: event.currentTarget.value })}
          />
          {form.errors[field] ? <span role="alert">{form.errors[field]}</span> : null}
        </label>
      ))}
      <button type="submit">{form.pending ? "Sending..." : "Send"}</button>
      <ul>
        {toasts.map((toast) => (
          <li key={toast.id} data-color={toast.color}>
            {toast.message}
          </li>
        ))}
      </ul>
    </form.fetcher.Form>
  );
}

/** A form that names its error for a refused check and clears one field's error as it is edited. */
function PlanForm() {
  const form = useActionForm({ schema, invalidMessage: "Please correct the highlighted fields." });
  return (
    <form.fetcher.Form {...form.formProps}>
      {form.formError ? <output>{form.formError}</output> : null}
      {(["email", "name"] as const).map((field) => (
        <label key={field}>
          {field}
          <input name={field} onChange={() => form.setFieldError(field, null)} />
          {form.errors[field] ? <span role="alert">{form.errors[field]}</span> : null}
        </label>
      ))}
      <button type="submit">Save</button>
    </form.fetcher.Form>
  );
}

const router = stubRouter();
let container: HTMLElement;

async function render(action: (request: Request) => Promise<unknown>, Component = SignUpForm) {
  container = await router.render("/", [
    { path: "/", Component, action: ({ request }) => action(request) },
  ]);
}

async function type(label: string, value: string) {
  const input = container.querySelector<HTMLInputElement>(`input[name="${label}"]`);
  if (!input) throw new Error(`no field ${label}`);
  await act(async () => {
    // React tracks the value it set; the native setter makes this read as typing.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

async function submit() {
  const form = container.querySelector("form");
  await act(async () => {
    form?.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  });
}

const alerts = () => [...container.querySelectorAll('[role="alert"]')].map((el) => el.textContent);
const toasts = () =>
  [...container.querySelectorAll("li")].map((el) => [el.textContent, el.dataset.color]);
const button = () => container.querySelector("button")?.textContent;

/** The server half, as an action writes it: parse, or answer the 400. */
async function serverAction(request: Request) {
  try {
    const input = parseForm(schema, Object.fromEntries(await request.formData()));
    return { ok: true, name: input.name };
  } catch (error) {
    return failure(error);
  }
}

describe("a form posted through useActionForm", () => {
  it("shows each field's first problem and posts nothing while the browser's check fails", async () => {
    const action = vi.fn(serverAction);
    await render(action);
    await type("email", "not an address");
    await submit();
    expect(alerts()).toEqual(["Please enter a valid email address", "Please enter your name"]);
    expect(action).not.toHaveBeenCalled();
  });

  it("is pending while the action runs, then toasts its success and clears the errors", async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await render(async (request) => {
      await held;
      return serverAction(request);
    });
    await submit();
    expect(alerts()).toHaveLength(2);

    await type("email", "ada@example.com");
    await type("name", "Ada");
    await submit();
    expect(button()).toBe("Sending...");
    expect(alerts()).toEqual([]);

    await act(async () => answer());
    await vi.waitFor(() => expect(button()).toBe("Send"));
    expect(toasts()).toEqual([["Welcome, Ada", "green"]]);
  });

  it("shows the field errors the server answers with, and toasts its message in red", async () => {
    // A server that refuses what the browser let through (say, a name already taken).
    const taken = z.object({ name: z.string().refine(() => false, "That name is taken") });
    await render(async (request) => {
      try {
        parseForm(taken, Object.fromEntries(await request.formData()), "Please try another name");
        return { ok: true, name: "" };
      } catch (error) {
        return failure(error);
      }
    });
    await type("email", "ada@example.com");
    await type("name", "Ada");
    await submit();
    await vi.waitFor(() => expect(alerts()).toEqual(["That name is taken"]));
    expect(toasts()).toContainEqual(["Please try another name", "red"]);
  });

  it("shows its own error while the check refuses, and an edited field loses only its error", async () => {
    const action = vi.fn(serverAction);
    await render(action, PlanForm);
    await submit();
    expect(container.querySelector("output")?.textContent).toBe(
      "Please correct the highlighted fields.",
    );
    await type("name", "Ada");
    expect(alerts()).toEqual(["Please enter a valid email address"]);

    await type("email", "ada@example.com");
    await submit();
    expect(container.querySelector("output")).toBeNull();
    await vi.waitFor(() => expect(action).toHaveBeenCalledOnce());
  });
});
