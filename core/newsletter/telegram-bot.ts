import type { Env } from "../config/env.ts";
import { type TelegramMessage, telegramPublisher, telegramUpdates } from "../social/networks/telegram.ts";

/**
 * The newsletter's Telegram bot port: read what people sent it, answer them, message a bound
 * chat. The real adapter is the Bot API through the social adapter's Telegram client; with no
 * TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_USERNAME there is no bot and alerts go by e-mail only.
 */
export interface TelegramBot {
  /** The bot's @username, for t.me links. */
  username: string;
  updates(offset: number): Promise<{ nextOffset: number; messages: TelegramMessage[] }>;
  send(chatId: number, text: string): Promise<void>;
}

/** The bot's @username where alerts can go to Telegram: it needs both the token to talk and the name for t.me links. */
export function telegramBotUsernameFromEnv(
  env: Partial<Pick<Env, "TELEGRAM_BOT_TOKEN" | "TELEGRAM_BOT_USERNAME">>,
): string | null {
  return env.TELEGRAM_BOT_TOKEN ? (env.TELEGRAM_BOT_USERNAME ?? null) : null;
}

export function telegramBotFromEnv(
  env: Pick<Env, "TELEGRAM_BOT_TOKEN" | "TELEGRAM_BOT_USERNAME" | "TELEGRAM_API_URL">,
  deps: { fetch?: typeof fetch; timeoutMs?: number; now?: () => Date } = {},
): TelegramBot | null {
  if (!env.TELEGRAM_BOT_TOKEN || !env.TELEGRAM_BOT_USERNAME) return null;
  const config = { token: env.TELEGRAM_BOT_TOKEN, apiUrl: env.TELEGRAM_API_URL };
  const transport = {
    fetch: deps.fetch ?? fetch,
    timeoutMs: deps.timeoutMs ?? 10_000,
    now: deps.now ?? (() => new Date()),
  };
  const publish = telegramPublisher(config, transport);
  return {
    username: env.TELEGRAM_BOT_USERNAME,
    updates: telegramUpdates(config, transport),
    async send(chatId, text) {
      // telegram sends the text alone: its link is already in it
      await publish(String(chatId), { text, link: "" });
    },
  };
}
