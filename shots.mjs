import { chromium } from "playwright-core";
const [base, tag] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
for (const width of [1280, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  await ctx.addInitScript(() => localStorage.setItem("test-warning-acknowledged", "true"));
  const page = await ctx.newPage();
  await page.goto(`${base}/search`);
  const art = await page.locator('a[href^="/artwork/"]').first().getAttribute("href");
  await page.goto(`${base}${art}`);
  const prof = await page.locator('a[href^="/profile/"]').first().getAttribute("href").catch(() => null);
  const pages = { login: "/login", register: "/register", forgot: "/forgot-password", reset: "/reset-password", reset2: "/reset-password?token=abc", verify: "/verify-email", about: "/about", subscribe: "/subscribe", soon: "/coming-soon", notfound: "/no-such-page", profile: prof, provenance: `${art}/provenance`, noprofile: "/profile/nobody-here" };
  for (const [name, path] of Object.entries(pages)) {
    if (!path) continue;
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    await page.screenshot({ path: `/tmp/pub/shots/${tag}-${name}-${width}.png`, fullPage: true });
  }
  await page.goto(`${base}/login`, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/pub/shots/${tag}-login-errors-${width}.png`, fullPage: true });
  await page.goto(`${base}/register`, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/pub/shots/${tag}-register-errors-${width}.png`, fullPage: true });
  await page.goto(`${base}/subscribe`, { waitUntil: "networkidle" });
  const contact = page.getByRole("button", { name: /contact/i }).first();
  if (await contact.count()) { await contact.click(); await page.waitForTimeout(500); await page.screenshot({ path: `/tmp/pub/shots/${tag}-subscribe-dialog-${width}.png` }); }
  console.log(width, art, prof);
  await ctx.close();
}
await browser.close();
