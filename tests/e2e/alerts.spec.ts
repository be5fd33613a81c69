// Tracking and alerts end to end (issue 16), on a provider of this spec's own (the import adds
// shipments other specs must not see): a company tracked from its page with its alerts' cadence, a
// saved search tracked from My collection as a daily digest;
// a new batch of demo releases loaded by the real importer command; the alert mail in the outbox in
// the tracking's language; its link opening exactly the new shipments; the unread count on the
// dashboard and the alerts page in three languages and at phone width, axe at 0; marking read; and
// unsubscribing: the link asks, its button stops the alerts (D339). Words written out by hand from the catalogues.

import { spawn } from "node:child_process";
import { join } from "node:path";
import {
  DEFAULT_GENERATOR_OPTIONS,
  generateShipments,
  mulberry32,
  referenceTables,
  writeDemoReleases,
} from "@portolan/server";
import { setLanguage, signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations } from "./support/page-helpers.ts";
import { type E2eProvider, startE2eProvider } from "./support/provider.ts";

const CLI = join(import.meta.dirname, "..", "..", "server", "src", "cli", "import.ts");
const US = "IMP_USA_BL_SEA";
const EMAIL = "trade@demo.portolan.test";

let own: E2eProvider;
test.beforeAll(async () => {
  own = await startE2eProvider();
});
test.afterAll(async () => own.stop());

/** The importer command on a new batch: the demo data again as release part 1 (same firms, new bills). */
const importBatch = async (provider: E2eProvider): Promise<void> => {
  const dir = join(provider.dataDir, "batch-1");
  writeDemoReleases(
    dir,
    generateShipments(referenceTables(), { ...DEFAULT_GENERATOR_OPTIONS, records: 3000 }),
    mulberry32(21),
    1,
  );
  const port = new URL(provider.origin).port;
  let output = "";
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, [CLI, dir], {
      env: {
        ...process.env,
        PORTOLAN_DATA_DIR: provider.dataDir,
        PORTOLAN_PORT: port,
        PORTOLAN_PUBLIC_ORIGIN: provider.origin,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("exit", resolve);
  });
  expect(code, output).toBe(0);
  // Two alerts: the company's (mailed at once) and the search's (for the day's digest).
  expect(output).toMatch(/^alerts: 2 from 2 tracked items checked, 0 digests, 1 mails sent$/m);
};

test.describe("tracking and alerts", () => {
  test.describe.configure({ mode: "serial" });

  test("track a company, import a batch, get the mail, open the new shipments, read, unsubscribe", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const context = page.context();
    await setLanguage(context, own.origin, "en");
    await signInContext(context, own, EMAIL);
    // The busiest importer that is no forwarder: the batch surely brings it new shipments.
    const found = await (
      await context.request.get(`${own.origin}/searching/cds/company?datasets=${US}&role=importer`)
    ).json();
    const firm = (found.data.records as { id: number; name: string; logistics: boolean }[]).find(
      (r) => !r.logistics,
    ) as { id: number; name: string };

    // Tracked from the company's page, instant by default, then the cadence shown beside it.
    await page.goto(`${own.origin}/shipments/company?id=${firm.id}&datasets=${US}`);
    const track = page.getByRole("button", { name: "Track as importer" });
    await expect(track).toHaveAttribute("aria-pressed", "false");
    await track.click();
    await expect(track).toHaveAttribute("aria-pressed", "true");
    const cadence = page.getByLabel("Alerts as importer");
    await expect(cadence).toHaveValue("instant");
    await expect(cadence.locator("option")).toHaveText(["Instant alerts", "Daily digest"]);
    expect(await axeViolations(page)).toEqual([]);

    // A saved search tracked from My collection, as a daily digest.
    const saved = await context.request.post(`${own.origin}/console/collection`, {
      headers: { origin: own.origin },
      data: { kind: "search", ref: `datasets=${US}&origin=CN` },
    });
    expect(saved.ok()).toBe(true);
    await page.goto(`${own.origin}/shipments/collect`);
    const trackSearch = page.getByRole("button", { name: /^Track / });
    await expect(trackSearch).toHaveAttribute("aria-pressed", "false");
    await trackSearch.click();
    await expect(trackSearch).toHaveAttribute("aria-pressed", "true");
    await page.getByLabel(/^Alerts for /).selectOption("daily");
    await expect(page.getByLabel(/^Alerts for /)).toHaveValue("daily");
    expect(await axeViolations(page)).toEqual([]);

    await importBatch(own);

    // The mail, in English (the console's language when tracking was set), with both links.
    let mail: { subject: string; text: string } | undefined;
    await expect
      .poll(async () => {
        mail = (await own.outbox()).find((m) => m.to === EMAIL && m.subject.startsWith(firm.name));
        return mail?.subject;
      })
      .toMatch(/: \d+ new shipments?$/);
    const count = Number(/: (\d+) new shipment/.exec(mail?.subject ?? "")?.[1]);
    const link = /See them: (\S+)/.exec(mail?.text ?? "")?.[1] as string;
    const unsubscribe = /Stop these alerts: (\S+)/.exec(mail?.text ?? "")?.[1] as string;
    expect(link).toContain(
      `${own.origin}/shipments/search?datasets=${US}&firm=importer%3A${firm.id}&newAfter=`,
    );

    // The dashboard counts it unread; the alerts page lists it.
    await page.goto(`${own.origin}/dashboard`);
    await expect(page.getByTestId("dashboard-alerts")).toHaveText("Alerts: 2 unread");
    // The header's bell says it on every console page.
    await expect(page.getByTestId("alerts-bell")).toHaveAccessibleName("Alerts: 2 unread");
    await expect(page.getByTestId("alerts-bell")).toHaveText("2");
    await page.getByTestId("dashboard-alerts").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alerts");
    await expect(page.getByTestId("alerts-unread")).toHaveText("2");
    await expect(
      page.getByRole("heading", { level: 2, name: /^Search: .*Origin: China · unread$/ }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: `Company: ${firm.name} · unread` }),
    ).toBeVisible();
    await expect(page.getByText(count === 1 ? "1 new shipment" : `${count} new shipments`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The mail's link opens exactly the new shipments, all the firm's.
    await page.goto(link);
    await expect(page.getByRole("status").filter({ hasText: /shipments? found/ })).toHaveText(
      count === 1 ? "1 shipment found" : `${count} shipments found`,
    );
    await expect(page.getByTestId("alert-scope")).toHaveText(
      "Only the new shipments of an alert. Show every shipment",
    );
    expect(await axeViolations(page)).toEqual([]);

    // The other languages.
    for (const [lang, title, bell] of [
      ["zh-cn", "提醒", "提醒：2 条未读"],
      ["ru", "Уведомления", "Уведомления: 2 непрочитанных"],
    ] as const) {
      await context.addCookies([{ name: "lang", value: lang, url: own.origin }]);
      await page.goto(`${own.origin}/alerts`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByTestId("alerts-bell")).toHaveAccessibleName(bell);
      expect(await axeViolations(page)).toEqual([]);
    }
    await setLanguage(context, own.origin, "en");

    await page.goto(`${own.origin}/alerts`);
    await page.getByRole("button", { name: `Mark read: ${firm.name}` }).click();
    await expect(page.getByTestId("alerts-unread")).toHaveText("1");
    await page.getByRole("button", { name: "Mark all read" }).click();
    await expect(page.getByTestId("alerts-unread")).toHaveCount(0);
    await expect(page.getByText("No unread alerts.")).toBeVisible();
    await expect(page.getByTestId("alerts-bell")).toHaveAccessibleName("Alerts");
    await expect(page.getByTestId("alerts-bell")).toHaveText("");

    // Opening the mail's unsubscribe link only asks (a mail scanner following it stops nothing, issue
    // 31 item 11): the company is still tracked until the button is pressed.
    await page.goto(unsubscribe);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stop these alerts?");
    await expect(page.getByRole("listitem")).toHaveText(firm.name);
    expect(await axeViolations(page)).toEqual([]);
    const tracked = async () =>
      (
        (await (await context.request.get(`${own.origin}/console/tracking`)).json()).data
          .companies as unknown[]
      ).length;
    expect(await tracked()).toBe(1);
    await page.getByRole("button", { name: "Stop the alerts" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribed");
    await expect(page.getByText("You will get no more alerts for what is listed here")).toBeVisible();
    await expect(page.getByRole("listitem")).toHaveText(firm.name);
    expect(await tracked()).toBe(0);
    await page.goto(`${own.origin}/shipments/company?id=${firm.id}&datasets=${US}`);
    await expect(page.getByRole("button", { name: "Track as importer" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });
});
