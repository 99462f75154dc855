import { Hono } from "hono";
import type { FormServices } from "../../core/contact/form-services.ts";
import { formAnswer, readJson } from "../captcha/api.ts";
import { requestAddress } from "../client-ip.ts";

/**
 * Web Push for the site's own pages (docs/decisions/0106): GET /api/push/key (the VAPID public
 * key browsers subscribe with), POST /api/push/subscriptions (a device subscribes, with what it
 * watches), POST /api/push/unsubscribe and POST /api/push/device (the device names itself by its
 * endpoint), POST /api/push/renew (the service worker moves it to a renewed subscription). Answers as the forms do: the message, or the error envelope with 4xx.
 */
export function pushApi(forms: FormServices) {
  return new Hono()
    .get("/key", (c) => formAnswer(c, forms.push.publicKey()))
    .post("/subscriptions", async (c) =>
      formAnswer(c, await forms.push.subscribe(await readJson(c), { ip: requestAddress(c) })),
    )
    .post("/unsubscribe", async (c) => formAnswer(c, await forms.push.unsubscribe(await readJson(c))))
    .post("/renew", async (c) => formAnswer(c, await forms.push.renew(await readJson(c))))
    .post("/device", async (c) => formAnswer(c, await forms.push.device(await readJson(c))));
}
