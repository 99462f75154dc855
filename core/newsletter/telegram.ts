import { randomBytes } from "node:crypto";
import type { Sql } from "../db/database.ts";
import { handleCommand } from "../eventstore/command-handler.ts";
import { DomainError } from "../eventstore/decider.ts";
import type { EventStore } from "../eventstore/types.ts";
import type { Upcasters } from "../eventstore/upcasting.ts";
import { inTransaction } from "../mail/transaction.ts";
import { newsletterDecider } from "./decider.ts";
import { newsletterStreamId } from "./events.ts";
import { verifyLink } from "./signed-links.ts";
import { hashToken } from "./tokens.ts";

/**
 * Telegram as a second channel for price alerts (decision 0042). The preference centre makes a
 * one-time start token; the "Get it on Telegram" link opens the bot with it (`t.me/<bot>?start=`,
 * which allows 64 characters of [A-Za-z0-9_-]): the subscription id in hex, an underscore and
 * 16 random bytes. The bot's /start <token> binds the chat to the subscriber; /stop unbinds.
 */
const START_TOKEN = /^([0-9a-f]{32})_([\w-]{22})$/;

export function newTelegramStartToken(subscriptionId: string): string {
  return `${subscriptionId.replaceAll("-", "")}_${randomBytes(16).toString("base64url")}`;
}

export function subscriptionOfStartToken(token: string): string | null {
  const hex = START_TOKEN.exec(token)?.[1];
  if (!hex) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function telegramStartUrl(botUsername: string, token: string): string {
  return `https://t.me/${encodeURIComponent(botUsername)}?start=${token}`;
}

export interface TelegramBindingDeps {
  sql: Sql;
  store: EventStore;
  upcasters?: Upcasters;
  linkSecret: string;
  now?: () => Date;
}

/** A fresh start token for the subscriber a preference-centre link names; null when the link is not good. */
export async function requestTelegramLink(deps: TelegramBindingDeps, preferencesToken: string): Promise<string | null> {
  const now = deps.now?.() ?? new Date();
  const signed = verifyLink(deps.linkSecret, "preferences", preferencesToken, now);
  if (!signed.ok) return null;
  const token = newTelegramStartToken(signed.subscriptionId);
  try {
    await handleCommand(
      deps.store,
      newsletterStreamId(signed.subscriptionId),
      newsletterDecider,
      {
        type: "RequestTelegramLink",
        subscriptionId: signed.subscriptionId,
        tokenHash: hashToken(token),
        at: now.toISOString(),
      },
      { metadata: { actor: "visitor" } },
    );
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
  return token;
}

const REPLIES = {
  bound: {
    bg: "Готово! Ще ви пишем тук, когато някой от ценовите ви сигнали намери оферта. Напишете /stop, за да спрем.",
    en: "Done! We will message you here when one of your price alerts finds a deal. Send /stop to stop.",
  },
  stopped: {
    bg: "Спряхме съобщенията в Telegram. Сигналите ви продължават по имейл.",
    en: "Telegram messages are off. Your alerts keep coming by e-mail.",
  },
  unknown:
    "Тази връзка не е валидна или е изтекла: отворете я отново от настройките на бюлетина.\n" +
    "This link is invalid or has expired: open it again from your newsletter preferences.",
  help:
    "Отворете бота с бутона „Получавайте в Telegram“ в настройките на бюлетина.\n" +
    "Open the bot with the “Get it on Telegram” button in your newsletter preferences.",
} as const;

/**
 * What the bot does with a message: /start <token> binds the chat (one use, within the hour),
 * /stop unbinds it; the answer to send back, or null for anything else.
 */
export async function handleBotMessage(
  deps: TelegramBindingDeps,
  message: { chatId: number; text: string },
): Promise<string | null> {
  const at = (deps.now?.() ?? new Date()).toISOString();
  const [command, argument = ""] = message.text.trim().split(/\s+/, 2);
  if (command === "/start") {
    const subscriptionId = subscriptionOfStartToken(argument);
    if (!argument) return REPLIES.help;
    if (!subscriptionId) return REPLIES.unknown;
    try {
      const language = await inTransaction(deps.sql, deps.upcasters, async ({ tx, store }) => {
        const { state } = await handleCommand(
          store,
          newsletterStreamId(subscriptionId),
          newsletterDecider,
          { type: "BindTelegram", subscriptionId, tokenHash: hashToken(argument), at },
          { metadata: { actor: "visitor" } },
        );
        // one chat, one subscriber: a chat bound before to someone else moves here
        await tx`UPDATE newsletter_pii SET telegram_chat_id = NULL WHERE telegram_chat_id = ${message.chatId}`;
        const updated = await tx`
          UPDATE newsletter_pii SET telegram_chat_id = ${message.chatId}, updated_at = ${at}
           WHERE subscription_id = ${subscriptionId} RETURNING subscription_id`;
        if (updated.length === 0) throw new DomainError("invalid_link", "The subscriber has left", 404);
        return state.language;
      });
      return REPLIES.bound[language];
    } catch (error) {
      if (error instanceof DomainError) return REPLIES.unknown;
      throw error;
    }
  }
  if (command === "/stop") {
    const [row] = await deps.sql<{ subscription_id: string }[]>`
      SELECT subscription_id FROM newsletter_pii WHERE telegram_chat_id = ${message.chatId}`;
    if (!row) return REPLIES.stopped.bg;
    const language = await inTransaction(deps.sql, deps.upcasters, async ({ tx, store }) => {
      const { state } = await handleCommand(
        store,
        newsletterStreamId(row.subscription_id),
        newsletterDecider,
        { type: "UnbindTelegram", subscriptionId: row.subscription_id, at },
        { metadata: { actor: "visitor" } },
      );
      await tx`UPDATE newsletter_pii SET telegram_chat_id = NULL WHERE subscription_id = ${row.subscription_id}`;
      return state.language;
    });
    return REPLIES.stopped[language];
  }
  return null;
}
