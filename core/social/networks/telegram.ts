/** Telegram Bot API: sendMessage to a chat or channel the bot may post in. */
import { z } from "zod";
import { NetworkClient, type NetworkPublish, parseJson, type Transport } from "./request.ts";

export const TELEGRAM_API_URL = "https://api.telegram.org";

export interface TelegramConfig {
  /** The bot token from @BotFather, "123456:ABC-…". */
  token: string;
  apiUrl?: string;
}

const okSchema = z.object({
  ok: z.literal(true),
  result: z.object({
    message_id: z.number().int(),
    chat: z.object({ id: z.number(), username: z.string().optional() }),
  }),
});

const errorSchema = z.object({
  ok: z.literal(false),
  error_code: z.number().int(),
  description: z.string().default(""),
  parameters: z.object({ retry_after: z.number().optional() }).optional(),
});

export function telegramPublisher(config: TelegramConfig, transport: Transport): NetworkPublish {
  const apiUrl = (config.apiUrl ?? TELEGRAM_API_URL).replace(/\/+$/, "");
  const client = new NetworkClient("telegram", config.token, transport);

  return async (target, postToSend) => {
    const answer = await client.post(`${apiUrl}/bot${config.token}/sendMessage`, {
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ chat_id: target, text: postToSend.text, disable_web_page_preview: false }),
    });
    const body = parseJson(answer.text);
    const ok = okSchema.safeParse(body);
    if (ok.success) {
      const { message_id, chat } = ok.data.result;
      // a public chat's messages have a t.me address; a private chat's have none
      const username = chat.username ?? (target.startsWith("@") ? target.slice(1) : undefined);
      return { externalId: String(message_id), url: username ? `https://t.me/${username}/${message_id}` : null };
    }
    if (answer.status >= 500) throw client.serverError(answer);
    const refused = errorSchema.safeParse(body);
    if (!refused.success) throw client.badResponse(answer);
    const { error_code: code, description, parameters } = refused.data;
    const said = `${description} (HTTP ${answer.status})`;
    if (code === 429) {
      const retryAfter = parameters?.retry_after ?? client.retryAfter(answer);
      throw client.fail("rate_limited", said, true, retryAfter);
    }
    // 404 is what Telegram answers when the token is not even shaped like one
    if (code === 401 || code === 404) throw client.fail("unauthorized", `bot token refused: ${said}`, false);
    if (code === 403) throw client.fail("forbidden", said, false);
    if (/chat not found/i.test(description)) throw client.fail("chat_not_found", said, false);
    throw client.fail("rejected", said, false);
  };
}

/** A message someone sent the bot: its chat and its text. */
export interface TelegramMessage {
  updateId: number;
  chatId: number;
  text: string;
}

const updatesSchema = z.object({
  ok: z.literal(true),
  result: z.array(
    z.object({
      update_id: z.number().int(),
      message: z.object({ chat: z.object({ id: z.number() }), text: z.string().optional() }).optional(),
    }),
  ),
});

/**
 * getUpdates from `offset` (Telegram forgets the updates before it): the messages people sent the
 * bot, for the newsletter's /start and /stop. Non-message updates come back with no text.
 */
export function telegramUpdates(
  config: TelegramConfig,
  transport: Transport,
): (offset: number) => Promise<{ nextOffset: number; messages: TelegramMessage[] }> {
  const apiUrl = (config.apiUrl ?? TELEGRAM_API_URL).replace(/\/+$/, "");
  const client = new NetworkClient("telegram", config.token, transport);
  return async (offset) => {
    const answer = await client.post(`${apiUrl}/bot${config.token}/getUpdates`, {
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ offset, timeout: 0, allowed_updates: ["message"] }),
    });
    const body = parseJson(answer.text);
    const ok = updatesSchema.safeParse(body);
    if (!ok.success) {
      if (answer.status >= 500) throw client.serverError(answer);
      const refused = errorSchema.safeParse(body);
      if (!refused.success) throw client.badResponse(answer);
      const code = refused.data.error_code;
      const said = `${refused.data.description} (HTTP ${answer.status})`;
      if (code === 401 || code === 404) throw client.fail("unauthorized", `bot token refused: ${said}`, false);
      throw client.fail(code === 429 ? "rate_limited" : "rejected", said, code === 429);
    }
    const updates = ok.data.result;
    const nextOffset = updates.reduce((next, update) => Math.max(next, update.update_id + 1), offset);
    const messages = updates.flatMap((update) =>
      update.message
        ? [{ updateId: update.update_id, chatId: update.message.chat.id, text: update.message.text ?? "" }]
        : [],
    );
    return { nextOffset, messages };
  };
}
