import type { Page } from "@playwright/test";

/**
 * Fills the open registration form and creates the account (`email` only where
 * no invitation link filled it in); the page goes to /login with the success
 * toast: the account is ready when the invitation link filled in the address,
 * otherwise it must confirm its e-mail first.
 */
export async function register(
  page: Page,
  person: { email?: string; fullName: string; username: string; phone: string; zip: string },
  password: string,
) {
  const toast = person.email
    ? "Registration successful! Please check your email to verify your account."
    : "Registration successful! Your account is ready. Please sign in.";
  if (person.email) await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Full Name").fill(person.fullName);
  await page.getByLabel("Username").fill(person.username);
  await page.getByLabel("Phone Number").fill(person.phone);
  await page.getByLabel("City").fill("Baltimore");
  await page.getByRole("combobox", { name: "State" }).selectOption("MD");
  await page.getByLabel("Zip Code").fill(person.zip);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirmPassword"]').fill(password);
  await page.getByLabel("I agree to the terms and conditions").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL("**/login");
  await page.getByText(toast).waitFor();
}
