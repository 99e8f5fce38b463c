import { chromium } from "playwright-core";
import { readdirSync, writeFileSync } from "node:fs";
const dir = "/tmp/pub/shots";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1400, height: 800 } });
for (const f of readdirSync(dir).filter((n) => n.startsWith("before-"))) {
  const n = f.slice(7);
  const w = n.includes("-390") ? 390 : 1280;
  const scale = w === 390 ? 1 : 0.5;
  writeFileSync(`${dir}/cmp.html`, `<body style="margin:0;display:flex;gap:8px;background:red;align-items:flex-start"><img src="file://${dir}/before-${n}" style="width:${w*scale}px"><img src="file://${dir}/after-${n}" style="width:${w*scale}px"></body>`);
  await page.goto(`file://${dir}/cmp.html`);
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${dir}/cmp-${n}`, fullPage: true });
}
await browser.close();
