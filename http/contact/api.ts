import { Hono } from "hono";
import type { FormServices } from "../../core/contact/form-services.ts";
import { formAnswer, readJson } from "../captcha/api.ts";
import { requestAddress } from "../client-ip.ts";

/**
 * POST /api/contact/customers and /api/contact/partners: 201 with the request's id, or the error
 * envelope (429 with Retry-After over the per-address limit, docs/decisions/0054).
 */
export function contactApi(forms: FormServices) {
  return new Hono()
    .post("/customers", async (c) =>
      formAnswer(c, await forms.contact.submit("customer", await readJson(c), { ip: requestAddress(c) })),
    )
    .post("/partners", async (c) =>
      formAnswer(c, await forms.contact.submit("partner", await readJson(c), { ip: requestAddress(c) })),
    );
}
