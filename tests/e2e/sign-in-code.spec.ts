import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type DemoServer, startSeededCopy } from "../support/demo-server";
import { startSmtpServer } from "../support/smtp-server";
import { DEMO_MEMBER, DEMO_PASSWORD, expect, test, waitForHydration } from "./fixtures";

/**
 * An attacker floods a member's account with wrong passwords from many
 * addresses, past the account's ceiling; the member still signs in, with
 * their password and the code e-mailed to them. A server of its own with a
 * low SIGN_IN_LIMIT (the ceiling is ten times it) and real mail over SMTP; it
 * trusts the loopback proxy, so the flood can name its addresses.
 */

const SIGN_IN_LIMIT = 2;

let workDir = "";
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let app: DemoServer | undefined;

test.beforeAll(async ({ gallery }) => {
  // Copying the demo data and starting a server takes a while on a busy machine.
  test.setTimeout(300_000);
  workDir = mkdtempSync(path.join(tmpdir(), "gallery-sign-in-code-"));
  smtp = await startSmtpServer();
  app = await startSeededCopy(gallery.seeded, {
    buildDir: gallery.buildDir,
    dataDir: path.join(workDir, "app"),
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: "The Fair Trade Art Gallery <gallery@example.org>",
      TRUST_PROXY: "loopback",
      SIGN_IN_LIMIT: String(SIGN_IN_LIMIT),
    },
    timeoutMs: 240_000,
  });
});

test.afterAll(async () => {
  await app?.stop();
  await smtp?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** The sign-in form posted as a browser at `address` would, answering its status. */
async function guessFrom(address: string, password: string) {
  const response = await fetch(`${app!.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: app!.url,
      "X-Forwarded-For": address,
    },
    body: new URLSearchParams({ email: DEMO_MEMBER, password, redirectTo: "/" }),
  });
  await response.arrayBuffer();
  return response.status;
}

test.describe("a flood of wrong passwords", () => {
  test("leaves the owner a way in: their password and the code mailed to them", async ({
    newContext,
  }) => {
    // Ten addresses, each up to its own limit: the account reaches its ceiling.
    for (let a = 0; a < 10; a++) {
      for (let i = 0; i < SIGN_IN_LIMIT; i++) {
        expect(await guessFrom(`198.51.100.${a + 1}`, `guess ${a}-${i}`)).toBe(401);
      }
    }
    expect(await guessFrom("198.51.100.200", "one more guess")).toBe(401);

    const page = await (await newContext({ baseURL: app!.url })).newPage();
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(DEMO_MEMBER);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();

    // Not refused: asked for the code the right password just mailed.
    await expect(page.getByText(/signing in now also needs a code from your e-mail/)).toBeVisible();
    const codeField = page.getByLabel("Code from your e-mail");
    await expect(codeField).toBeFocused();
    const mail = await smtp.waitFor(DEMO_MEMBER, /sign-in code/);
    expect(mail.subject).toBe("Your sign-in code");
    const code = mail.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    // The password is still in its field: the code is all the owner adds.
    await expect(page.locator('input[name="password"]')).toHaveValue(DEMO_PASSWORD);
    await codeField.fill(code!);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await waitForHydration(page);
    expect(
      (await page.context().cookies()).some((cookie) => cookie.name.endsWith("session_token")),
    ).toBe(true);
  });
});
