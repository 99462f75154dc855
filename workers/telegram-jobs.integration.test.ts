import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalCaptcha, postgresRedemptions } from "../core/captcha/local-captcha.ts";
import { seedCatalog } from "../core/catalog/seed.ts";
import { createFormServices, type FormServices } from "../core/contact/form-services.ts";
import { dealSnapshotFixture } from "../core/deals/fixtures.ts";
import { detectDeal } from "../core/deals/service.ts";
import { handleCommand } from "../core/eventstore/command-handler.ts";
import { silentLogger } from "../core/log/logger.ts";
import { newsletterDecider } from "../core/newsletter/decider.ts";
import { newsletterStreamId } from "../core/newsletter/events.ts";
import { signLink } from "../core/newsletter/signed-links.ts";
import { type TelegramBot, telegramBotFromEnv } from "../core/newsletter/telegram-bot.ts";
import { type FakeSocial, startFakeSocial } from "../core/social/social-fake-server.ts";
import { testProjectionBed } from "../projections/testing.ts";
import { matchAlerts, sendAlerts } from "./alert-jobs.ts";
import { pollTelegram } from "./telegram-jobs.ts";
import { testNewsletterJobDeps } from "./testing.ts";

const SECRET = "telegram-jobs-test-secret-0123456789abcdef";
const BOT_TOKEN = "123456:telegram-test-token";
const CHAT = 4242;
const NOW = new Date("2026-11-26T10:00:00Z");

const bed = testProjectionBed({ max: 12 });
let fake: FakeSocial;
let bot: TelegramBot;
let forms: FormServices;
let subscriptionId: string;

const deps = () => ({ ...testNewsletterJobDeps(bed.database, bed.store, { linkSecret: SECRET }), telegram: bot });
const botMessages = (chatId: number) =>
  fake.requests
    .filter(
      (r) => r.network === "telegram" && r.path.endsWith("/sendMessage") && String(r.body.chat_id) === String(chatId),
    )
    .map((r) => String(r.body.text));
const poll = () => pollTelegram({ ...deps(), bot }, () => NOW);

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  fake = await startFakeSocial({ tokens: { telegram: BOT_TOKEN, facebook: "f", twitter: "t", linkedin: "l" } });
  bot = telegramBotFromEnv({
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    TELEGRAM_BOT_USERNAME: "flydealsbg_bot",
    TELEGRAM_API_URL: fake.url,
  }) as TelegramBot;
  forms = createFormServices({
    sql: bed.database.sql,
    store: bed.store,
    captcha: createLocalCaptcha({ secret: SECRET, redemptions: postgresRedemptions(bed.database.sql) }),
    publicUrl: "https://flydeals.example",
    linkSecret: SECRET,
    telegramBotUsername: "flydealsbg_bot",
    logger: silentLogger,
    now: () => NOW,
  });
  subscriptionId = randomUUID();
  await bed.database
    .sql`INSERT INTO newsletter_pii (subscription_id, email) VALUES (${subscriptionId}, 'tg@example.com')`;
  const stream = newsletterStreamId(subscriptionId);
  await handleCommand(bed.store, stream, newsletterDecider, {
    type: "RequestAlert",
    subscriptionId,
    alertId: randomUUID(),
    criteria: { fromAirport: "SOF", destinationId: "LON", maxPriceBgn: null },
    language: "bg",
    captchaVerified: true,
    captchaKind: "local",
    confirmationTokenHash: "c",
    unsubscribeTokenHash: "u",
    at: "2026-11-26T09:00:00.000Z",
  });
  await handleCommand(bed.store, stream, newsletterDecider, {
    type: "ConfirmSubscription",
    subscriptionId,
    tokenHash: "c",
    at: "2026-11-26T09:01:00.000Z",
  });
  await bed.projections.catchUp();
});
afterAll(async () => {
  await fake?.close();
});

async function startLink(): Promise<string> {
  const outcome = await forms.newsletter.telegramLink(signLink(SECRET, "preferences", subscriptionId, NOW));
  expect(outcome).toMatchObject({ ok: true });
  const url = new URL((outcome as { data: { url: string } }).data.url);
  expect(`${url.origin}${url.pathname}`).toBe("https://t.me/flydealsbg_bot");
  const start = url.searchParams.get("start") ?? "";
  // Telegram's start parameter: at most 64 of A-Z a-z 0-9 _ -
  expect(start).toMatch(/^[\w-]{1,64}$/);
  return start;
}

describe("price alerts on Telegram", () => {
  it("binds a chat with a one-time /start token, and refuses the token a second time or forged", async () => {
    const start = await startLink();
    fake.sendToBot(CHAT, `/start ${start}`);
    fake.sendToBot(9999, `/start ${start}`);
    fake.sendToBot(7777, `/start ${start.slice(0, -2)}xx`);
    expect(await poll()).toBe(3);
    expect(botMessages(CHAT)).toEqual([expect.stringMatching(/^Готово!/)]);
    expect(botMessages(9999)).toEqual([expect.stringMatching(/не е валидна/)]);
    expect(botMessages(7777)).toEqual([expect.stringMatching(/не е валидна/)]);
    const [row] = await bed.database
      .sql`SELECT telegram_chat_id::int AS chat FROM newsletter_pii WHERE subscription_id = ${subscriptionId}`;
    expect(row?.chat).toBe(CHAT);
    // the offset is kept: nothing is handled twice
    expect(await poll()).toBe(0);
    expect(botMessages(CHAT)).toHaveLength(1);
    const view = await forms.newsletter.preferences(signLink(SECRET, "preferences", subscriptionId, NOW));
    expect(view).toMatchObject({ ok: true, data: { telegram: { available: true, bound: true } } });
  });

  it("sends a matching deal to the bound chat and by mail, once", async () => {
    const { events } = await detectDeal(bed.store, dealSnapshotFixture({ validUntil: "2027-06-01T00:00:00.000Z" }));
    await bed.projections.catchUp();
    const dealId = (events[0]?.data as { dealId: string } | undefined)?.dealId ?? "";
    expect(await matchAlerts(deps(), dealId, NOW)).toEqual({ planned: 1, fareHolds: true });
    expect(await sendAlerts(deps(), dealId, () => NOW)).toBe(1);
    const sent = botMessages(CHAT).slice(1);
    expect(sent).toEqual([
      // the fares are simulated by default, and the message says so first
      expect.stringMatching(/^\[Демо\] Ценови сигнал: София → Лондон[\s\S]*https:\/\/flydeals\.example\/oferta\//),
    ]);
    const mails = await bed.database
      .sql`SELECT 1 FROM mail_outbox WHERE kind = 'newsletter_alert' AND to_address = 'tg@example.com'`;
    expect(mails).toHaveLength(1);
    expect(await matchAlerts(deps(), dealId, NOW)).toMatchObject({ planned: 0 });
    expect(await sendAlerts(deps(), dealId, () => NOW)).toBe(0);
    expect(botMessages(CHAT)).toHaveLength(2);
  });

  it("/stop unbinds the chat; the alerts keep coming by mail", async () => {
    fake.sendToBot(CHAT, "/stop");
    expect(await poll()).toBe(1);
    expect(botMessages(CHAT).at(-1)).toMatch(/^Спряхме/);
    const [row] = await bed.database
      .sql`SELECT telegram_chat_id FROM newsletter_pii WHERE subscription_id = ${subscriptionId}`;
    expect(row?.telegram_chat_id).toBeNull();
    const { events } = await detectDeal(
      bed.store,
      dealSnapshotFixture({ validUntil: "2027-06-01T00:00:00.000Z", currentPrice: 40 }),
    );
    await bed.projections.catchUp();
    const dealId = (events[0]?.data as { dealId: string } | undefined)?.dealId ?? "";
    await matchAlerts(deps(), dealId, NOW);
    expect(await sendAlerts(deps(), dealId, () => NOW)).toBe(1);
    expect(botMessages(CHAT)).toHaveLength(3);
  });

  it("answers without a bot: no Telegram link, a 404", async () => {
    const plain = createFormServices({
      sql: bed.database.sql,
      store: bed.store,
      captcha: createLocalCaptcha({ secret: SECRET, redemptions: postgresRedemptions(bed.database.sql) }),
      publicUrl: "https://flydeals.example",
      linkSecret: SECRET,
      logger: silentLogger,
    });
    expect(await plain.newsletter.telegramLink(signLink(SECRET, "preferences", subscriptionId, NOW))).toMatchObject({
      ok: false,
      status: 404,
    });
  });
});
