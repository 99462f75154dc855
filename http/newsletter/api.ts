import { Hono } from "hono";
import type { FormServices } from "../../core/contact/form-services.ts";
import { formAnswer, readJson } from "../captcha/api.ts";
import { requestAddress } from "../client-ip.ts";

/**
 * POST /api/newsletter (subscribe, double opt-in), GET /api/newsletter/confirm?token= and
 * GET or POST /api/newsletter/unsubscribe?token= (POST is mail clients' one-click unsubscribe,
 * RFC 8058), and POST /api/newsletter/alerts ("Alert me": a price alert with its own double opt-in).
 * Answers 201/200 with the message, or the error envelope with the spec's messages; 429 with
 * Retry-After over the per-address limit (docs/decisions/0054).
 */
export function newsletterApi(forms: FormServices) {
  return (
    new Hono()
      .post("/", async (c) =>
        formAnswer(c, await forms.newsletter.subscribe(await readJson(c), { ip: requestAddress(c) })),
      )
      .get("/confirm", async (c) => formAnswer(c, await forms.newsletter.confirm(c.req.query("token"))))
      .on(["GET", "POST"], "/unsubscribe", async (c) =>
        formAnswer(c, await forms.newsletter.unsubscribe(c.req.query("token"))),
      )
      // the preference centre's "Get it on Telegram": a fresh one-time start link, then the bot
      .get("/telegram", async (c) => {
        const outcome = await forms.newsletter.telegramLink(c.req.query("token"));
        return outcome.ok && outcome.data ? c.redirect(outcome.data.url, 302) : formAnswer(c, outcome);
      })
      .post("/alerts", async (c) =>
        formAnswer(c, await forms.alerts.requestAlert(await readJson(c), { ip: requestAddress(c) })),
      )
  );
}
