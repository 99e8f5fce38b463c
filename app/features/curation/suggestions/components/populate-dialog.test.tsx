// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { useToasts } from "~/components/toast";
import { SUGGESTIONS_FAILED_MESSAGE } from "~/features/curation/errors";
import { clientAction } from "~/routes/api.curator-suggestions";
import { stubRouter } from "../../../../../tests/support/routes-stub";
import { PopulateDialog } from "./populate-dialog";

/** The space's page as far as the dialog needs it: the dialog, the toasts, the error page. */
function SpacePage() {
  const toasts = useToasts();
  return (
    <>
      <PopulateDialog
        space={{ id: "space-1", name: "Hallway", selection: null }}
        onClose={() => {}}
      />
      <ul aria-label="Toasts">
        {toasts.map((toast) => (
          <li key={toast.id} data-color={toast.color}>
            {toast.message}
          </li>
        ))}
      </ul>
    </>
  );
}

const router = stubRouter();
let container: HTMLElement;

/** The page, with the suggestions route's clientAction calling `serverAction` for the server. */
async function render(serverAction: () => Promise<unknown>) {
  container = await router.render("/", [
    {
      path: "/",
      Component: SpacePage,
      ErrorBoundary: () => <p>The page failed</p>,
    },
    {
      path: "/api/curator/spaces/:spaceId/suggestions",
      action: (args) =>
        clientAction({ ...args, serverAction } as Parameters<typeof clientAction>[0]),
    },
  ]);
}

function field(label: string) {
  const labelled = [...container.querySelectorAll("label")].find(
    (element) => element.textContent?.trim() === label,
  );
  const input = labelled?.htmlFor ? container.ownerDocument.getElementById(labelled.htmlFor) : null;
  if (!(input instanceof HTMLInputElement)) throw new Error(`no field ${label}`);
  return input;
}

async function type(label: string, value: string) {
  const input = field(label);
  await act(async () => {
    // React tracks the value it set; the native setter makes this read as typing.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

async function click(name: string) {
  const button = [...container.querySelectorAll("button")].find(
    (element) => element.textContent?.trim() === name,
  );
  if (!button) throw new Error(`no button ${name}`);
  await act(async () => button.click());
}

const toasts = () =>
  [...container.querySelectorAll('[aria-label="Toasts"] li')].map((el) => [
    el.textContent,
    (el as HTMLElement).dataset.color,
  ]);

describe("the AI Gallery Population dialog", () => {
  it("toasts the failure and keeps the dialog and its inputs when the request gets no answer", async () => {
    const serverAction = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    await render(serverAction);
    await type("Number of Pieces", "3");
    await type("Prompts", "calm blue");
    await click("Add");
    await click("Generate Suggestions");

    await vi.waitFor(() => expect(toasts()).toEqual([[SUGGESTIONS_FAILED_MESSAGE, "red"]]));
    expect(serverAction).toHaveBeenCalledOnce();
    expect(container.textContent).not.toContain("The page failed");
    expect(field("Number of Pieces").value).toBe("3");
    expect(container.querySelector('[aria-label="Added prompts"]')?.textContent).toContain(
      "calm blue",
    );
    expect(container.textContent).toContain("Generate Suggestions");
  });
});
