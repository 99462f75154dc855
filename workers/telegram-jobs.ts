import type PgBoss from "pg-boss";
import type { Database } from "../core/db/database.ts";
import type { EventStore } from "../core/eventstore/types.ts";
import type { Upcasters } from "../core/eventstore/upcasting.ts";
import type { Logger } from "../core/log/logger.ts";
import { handleBotMessage } from "../core/newsletter/telegram.ts";
import type { TelegramBot } from "../core/newsletter/telegram-bot.ts";
import { createQueue, scheduleQueue } from "./boss.ts";
import { QUEUES } from "./queues.ts";

export interface TelegramJobDeps {
  database: Database;
  store: EventStore;
  upcasters?: Upcasters;
  linkSecret: string;
  bot: TelegramBot;
  logger: Logger;
}

/** How often the bot reads what people sent it: a /start binds within this long. */
const POLL_CRON = "* * * * *";

/**
 * Reads the bot's new messages from the kept offset, answers /start and /stop, and keeps the
 * next offset: a message is handled once even across restarts (Telegram forgets what is
 * before the offset we ask from). Returns how many messages were read.
 */
export async function pollTelegram(deps: TelegramJobDeps, now = () => new Date()): Promise<number> {
  const { sql } = deps.database;
  const [kept] = await sql<{ next_offset: string }[]>`SELECT next_offset FROM telegram_bot_offset`;
  const { nextOffset, messages } = await deps.bot.updates(Number(kept?.next_offset ?? 0));
  for (const message of messages) {
    const reply = await handleBotMessage({ ...deps, sql, now }, message);
    if (reply) await deps.bot.send(message.chatId, reply);
  }
  await sql`INSERT INTO telegram_bot_offset (id, next_offset) VALUES (true, ${nextOffset})
            ON CONFLICT (id) DO UPDATE SET next_offset = EXCLUDED.next_offset`;
  return messages.length;
}

export async function registerTelegramJobs(deps: TelegramJobDeps & { boss: PgBoss }): Promise<void> {
  const { boss, logger } = deps;
  await createQueue(boss, QUEUES.telegramPoll, { policy: "singleton", retryLimit: 0 });
  await scheduleQueue(boss, QUEUES.telegramPoll, POLL_CRON);
  await boss.work(QUEUES.telegramPoll, async ([job]) => {
    const read = await pollTelegram(deps);
    if (read > 0) logger.info("telegram bot messages", { jobId: job?.id, read });
  });
}
