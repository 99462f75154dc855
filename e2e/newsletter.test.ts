import { simpleParser } from "mailparser";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeSmtp, type FakeSmtpMail, startFakeSmtp } from "../core/mail/smtp-fake-server.ts";
import { browserAvailable, closeContexts, sharedChromium } from "./browser.ts";
import { E2E_ADMIN, type StartedProduct, startProduct } from "./product.ts";

const ADDRESS = "traveller@example.com";

/** A received message as a mail client reads it: headers and the plain-text part, decoded. */
async function readMail(mail: FakeSmtpMail): Promise<{ subject: string; headers: string; text: string }> {
  const parsed = await simpleParser(mail.raw);
  // the header block as sent, unfolded: mailparser merges the List-* headers into one object
  const headers = (mail.raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
  return { subject: parsed.subject ?? "", headers, text: parsed.text ?? "" };
}

async function mailTo(smtp: FakeSmtp, address: string, subject: RegExp, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const mail of smtp.mails.filter((m) => m.to.includes(address))) {
      const read = await readMail(mail);
      if (subject.test(read.subject)) return read;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${address} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// Skipped only where Chromium is missing and CI is not set; browserAvailable() says so loudly.
describe.skipIf(!browserAvailable())("the newsletter, from the form to the inbox and out again", () => {
  let smtp: FakeSmtp;
  let product: StartedProduct;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    smtp = await startFakeSmtp({ user: "mailer", password: "e2e smtp password" });
    product = await startProduct({
      MAIL: "smtp",
      SMTP_URL: smtp.url,
      MAIL_FROM: "flydealsbg <no-reply@flydeals.example>",
    });
    browser = await sharedChromium();
    page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  });
  afterAll(async () => {
    await closeContexts(browser);
    await product?.stop();
    await smtp?.close();
  });

  it("subscribes in Chromium, confirms from the mail, gets the digest in Bulgarian, and leaves with one click", async () => {
    await page.goto(`${product.url}/newsletter`);
    await page.getByRole("textbox", { name: "Имейл адрес" }).fill(ADDRESS);
    await page.getByLabel(/Приемам/).check();
    await page.getByLabel("Не съм робот").check();
    await page.getByRole("button", { name: "Абонирайте ме" }).click();
    await expect.poll(() => page.getByText("Почти готово!").count()).toBeGreaterThan(0);

    const confirmation = await mailTo(smtp, ADDRESS, /Потвърдете/);
    const confirmLink = /https?:\/\/\S+\?confirm=\S+/.exec(confirmation.text)?.[0] ?? "";
    await page.goto(confirmLink);
    expect(await page.getByTestId("newsletter-notice").textContent()).toContain("потвърден");

    // the admin sends this week's issue now rather than waiting for Thursday 08:00
    await page.goto(`${product.url}/nimda/login`);
    await page.getByLabel("User name").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.keyboard.press("Enter");
    await page.waitForURL("**/nimda/dash");
    await page.goto(`${product.url}/nimda/newsletter`);
    await page.locator("#send-now-frequency").selectOption("weekly");
    await page.getByRole("button", { name: "Send now" }).click();

    const digest = await mailTo(smtp, ADDRESS, /оферт/);
    expect(digest.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(digest.text).toContain("Виж офертата");
    expect(digest.text).toMatch(/campaign=nl\.\d{4}-\d{2}-\d{2}\.weekly\.bg\.SOF/);

    // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" to the header's address
    const oneClick = /^List-Unsubscribe: <([^>]+)>/m.exec(digest.headers)?.[1] ?? "";
    const left = await fetch(oneClick, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(left.status).toBe(200);

    const sql = product.database.sql;
    // a read model: the product's projection loop folds the unsubscription a moment later
    await expect
      .poll(async () => (await sql`SELECT status, pii_deleted FROM newsletter_subscriptions`)[0])
      .toEqual({ status: "unsubscribed", pii_deleted: true });
    expect(await sql`SELECT 1 FROM newsletter_pii WHERE email = ${ADDRESS}`).toHaveLength(0);
    expect(await sql`SELECT 1 FROM mail_outbox WHERE lower(to_address) = ${ADDRESS}`).toHaveLength(0);
    expect(
      await sql`SELECT 1 FROM newsletter_deliveries d
                      JOIN newsletter_subscriptions n USING (subscription_id) WHERE n.status <> 'unsubscribed'`,
    ).toHaveLength(0);
  });
});
