// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { stubRouter } from "../../../../../tests/support/routes-stub";
import type { RegisterCheck } from "../schema";
import { RegisterForm } from "./register-form";

const router = stubRouter();
let container: HTMLElement;

/** /register with an action that answers each post as `answer` makes of its intent. */
async function render(answer: (intent: string) => unknown) {
  const posted: string[] = [];
  container = await router.render("/register", [
    {
      path: "/register",
      Component: () => (
        <RegisterForm
          invitedEmail={null}
          inviteToken={null}
          linkProblem={null}
          contactEmail="hello@example.com"
        />
      ),
      action: async ({ request }) => {
        const intent = String((await request.formData()).get("intent"));
        posted.push(intent);
        return answer(intent);
      },
    },
  ]);
  return posted;
}

function input(name: string) {
  const found = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

/** Types `value` into the field and leaves it, as the live checks run on blur. */
async function fillAndLeave(name: string, value: string) {
  const field = input(name);
  await act(async () => {
    // React tracks the value it set; the native setter makes this read as typing.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
  });
}

const fieldError = (name: string) => {
  const describedBy = input(name).getAttribute("aria-describedby") ?? "";
  return describedBy
    .split(" ")
    .map((id) => (id ? document.getElementById(id)?.textContent : null))
    .filter(Boolean)
    .join(" | ");
};

describe("the registration form", () => {
  it("shows a field's own problem on leaving it, without asking the server", async () => {
    const posted = await render(() => null);
    await fillAndLeave("username", "ab");
    expect(fieldError("username")).toContain("Username must be at least 3 characters");
    expect(posted).toEqual([]);
  });

  it("shows the server's live check under its field", async () => {
    const posted = await render(
      (intent): RegisterCheck =>
        intent === "check-username"
          ? { intent, available: false, message: "This username is already taken" }
          : { intent: "check-email", invitation: "pending", message: null },
    );
    await fillAndLeave("username", "ada_l");
    await vi.waitFor(() =>
      expect(fieldError("username")).toContain("This username is already taken"),
    );
    expect(posted).toEqual(["check-username"]);
  });

  it("refuses an incomplete form with each field's problem, focusing the first", async () => {
    const posted = await render(() => null);
    const form = container.querySelector("form");
    await act(async () => {
      form?.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    expect(fieldError("fullName")).toContain("Full name is required");
    expect(fieldError("city")).toContain("City is required");
    expect(document.activeElement).toBe(input("email"));
    expect(posted).toEqual([]);
  });
});
