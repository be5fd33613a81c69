// Temporary (helper admin): screenshots of console pages for a signed-in demo account.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { fetchSolvedCaptcha } from "../server/src/testing/captcha-solver.ts";
import { startProviderProcess } from "./src/support/provider-process.ts";

const [login, ...shots] = process.argv.slice(2);
const dataDir = mkdtempSync(join(tmpdir(), "adm-shot-"));
const port = 18000 + Math.floor(Math.random() * 1000);
const origin = `http://localhost:${port}`;
const provider = await startProviderProcess(dataDir, {
  PORTOLAN_PORT: String(port),
  PORTOLAN_PUBLIC_ORIGIN: origin,
  PORTOLAN_UI_DIR: "/work/main/ui/dist-admin",
  PORTOLAN_DEMO_MODE: "true",
  PORTOLAN_DEMO_RECORDS: "3000",
  PORTOLAN_DEMO_STATS: "small",
});
try {
  const captcha = await fetchSolvedCaptcha(origin);
  const r = await fetch(`${origin}/api/public/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ login, password: "portolan-demo", captcha }),
  });
  const token = r.headers.getSetCookie().map((l) => l.split(";")[0] ?? "").find((p) => p.startsWith("token="));
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  for (const shot of shots) {
    const [path, lang, width, file] = shot.split(",");
    const context = await browser.newContext({ viewport: { width: Number(width), height: 800 } });
    const cookies = [{ name: "lang", value: lang === "zh" ? "zh-cn" : (lang as string), url: origin }];
    if (token) cookies.push({ name: "token", value: token.slice(6), url: origin });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(`${origin}${path}`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/adm/${file}.png` });
    const m = await page.evaluate(() => {
      const list = document.querySelector("nav ul");
      const items = [...document.querySelectorAll("[data-nav-top]")].map((e) => {
        const r = e.getBoundingClientRect();
        return [e.textContent, Math.round(r.left), Math.round(r.width), Math.round(r.top)];
      });
      const lr = list?.getBoundingClientRect();
      return { list: lr && [lr.left, lr.width, lr.height], items };
    });
    console.log(file, JSON.stringify(m));
    await context.close();
  }
  await browser.close();
} finally {
  await provider.kill("SIGTERM");
}
