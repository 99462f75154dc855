import { describe, expect, it } from "vitest";
import { BGN_PER_EUR } from "../core/constants.ts";
import { roundPrice } from "../core/pricing/money.ts";
import { type AlertMailInput, renderAlertMail, renderAlertMailTemplate } from "./alert.tsx";
import { renderDigestMail } from "./digest.tsx";
import type { DigestDeal } from "./mail-types.ts";
import { PREFERENCES_URL_MARKER, personalise, UNSUBSCRIBE_URL_MARKER } from "./personal-links.ts";
import { expectWhatMailClientsRender } from "./testing.ts";

const PUBLIC_URL = "https://flydeals.bg";
const PRICE_BGN = roundPrice(45 * BGN_PER_EUR);
const PREVIOUS_BGN = roundPrice(52 * BGN_PER_EUR);

type Language = "bg" | "en";

const WORDS = {
  bg: {
    from: "София",
    to: "Лондон",
    country: "Великобритания",
    description: "полети от София до Лондон до 77 € (150 лв.)",
  },
  en: {
    from: "Sofia",
    to: "London",
    country: "United Kingdom",
    description: "flights from Sofia to London under €77 (BGN 150)",
  },
} as const;

function deal(language: Language, overrides: Partial<DigestDeal> = {}): DigestDeal {
  return {
    shortCode: "LON7K2",
    fromAirport: "SOF",
    fromCity: WORDS[language].from,
    toAirport: "LHR",
    toCity: WORDS[language].to,
    country: WORDS[language].country,
    departureDate: "2026-12-04",
    returnDate: "2026-12-08",
    priceBgn: PRICE_BGN,
    usualPriceBgn: 189,
    savingsPercent: 53,
    isDirect: true,
    imageUrl: `${PUBLIC_URL}/images/destinations/LHR.png`,
    dealUrl: `${PUBLIC_URL}/oferta/LON7K2`,
    bookUrl: `${PUBLIC_URL}/go/LON7K2?utm_source=alert&utm_campaign=alert-1`,
    ...overrides,
  };
}

type FullInput = AlertMailInput & { unsubscribeUrl: string; preferencesUrl: string };

function input(language: Language, overrides: Partial<FullInput> = {}): FullInput {
  return {
    language,
    alertDescription: WORDS[language].description,
    deal: deal(language),
    previousPriceBgn: null,
    publicUrl: PUBLIC_URL,
    unsubscribeUrl: `${PUBLIC_URL}/api/newsletter/unsubscribe?token=tok-1&lang=${language}`,
    preferencesUrl: `${PUBLIC_URL}/newsletter/nastroyki?token=tok-1`,
    ...overrides,
  };
}

function templateInput(language: Language, overrides: Partial<AlertMailInput> = {}): AlertMailInput {
  const { unsubscribeUrl: _u, preferencesUrl: _p, ...rest } = input(language, overrides);
  return rest;
}

/** Non-breaking spaces keep "45 €" together in the mail; the assertions read plain spaces. */
const spaces = (text: string): string => text.replaceAll("\u00a0", " ");
/** The HTML form of a URL inside an attribute, as React writes it. */
const attr = (url: string): string => url.replaceAll("&", "&amp;");

describe("alert subject", () => {
  it("names the route and the price, euro first, in Bulgarian", async () => {
    const mail = await renderAlertMail(input("bg"));
    expect(spaces(mail.subject)).toBe("Ценови сигнал: София → Лондон за 45 € (88,01 лв.)");
  });

  it("says the deal got cheaper when there is a previous price, in Bulgarian", async () => {
    const mail = await renderAlertMail(input("bg", { previousPriceBgn: PREVIOUS_BGN }));
    expect(spaces(mail.subject)).toBe("Ценови сигнал: София → Лондон поевтиня на 45 € (88,01 лв.)");
  });

  it("names the route and the price, euro first, in English", async () => {
    const mail = await renderAlertMail(input("en"));
    expect(spaces(mail.subject)).toBe("Price alert: Sofia → London for €45 (BGN 88.01)");
  });

  it("says the deal is cheaper now when there is a previous price, in English", async () => {
    const mail = await renderAlertMail(input("en", { previousPriceBgn: PREVIOUS_BGN }));
    expect(spaces(mail.subject)).toBe("Price alert: Sofia → London now €45 (BGN 88.01)");
  });

  it("claims nothing about a previous price that is not higher", async () => {
    for (const previousPriceBgn of [PRICE_BGN, PRICE_BGN - 10, Number.NaN]) {
      const mail = await renderAlertMail(input("bg", { previousPriceBgn }));
      expect(spaces(mail.subject)).toBe("Ценови сигнал: София → Лондон за 45 € (88,01 лв.)");
      expect(mail.text).not.toContain("преди");
    }
  });

  it("keeps a line break in a name out of the subject header", async () => {
    const mail = await renderAlertMail(input("en", { deal: deal("en", { toCity: "London\r\nBcc: x@y.z" }) }));
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});

describe("alert body", () => {
  it("opens with the alert's description in one sentence", async () => {
    const bg = await renderAlertMail(input("bg"));
    expect(spaces(bg.text)).toContain(
      "Намерихме оферта по вашия сигнал за полети от София до Лондон до 77 € (150 лв.).",
    );
    const en = await renderAlertMail(input("en"));
    expect(spaces(en.text)).toContain(
      "We found a deal for your alert on flights from Sofia to London under €77 (BGN 150).",
    );
  });

  it("does not double a full stop the description ends with", async () => {
    const mail = await renderAlertMail(input("bg", { alertDescription: "полети до Лондон до 150 лв." }));
    expect(spaces(mail.text)).toContain("по вашия сигнал за полети до Лондон до 150 лв.\n");
    expect(mail.text).not.toContain("лв..");
  });

  it("shows the price euro first and the lev beside it, in the html and the text", async () => {
    const mail = await renderAlertMail(input("bg"));
    for (const part of [mail.html, mail.text]) {
      const plain = spaces(part);
      expect(plain).toContain("45 €");
      expect(plain.indexOf("45 €")).toBeLessThan(plain.indexOf("(88,01 лв.)"));
      expect(plain).toContain("обикновено 96,63 € (189 лв.)");
    }
    const en = await renderAlertMail(input("en"));
    expect(spaces(en.text)).toContain("€45 (BGN 88.01)");
    expect(spaces(en.text).indexOf("€45")).toBeLessThan(spaces(en.text).indexOf("BGN 88.01"));
  });

  it("shows the lev first when the settings say BGN", async () => {
    const bg = await renderAlertMail(input("bg", { priceFirst: "BGN", previousPriceBgn: PREVIOUS_BGN }));
    expect(spaces(bg.subject)).toBe("Ценови сигнал: София → Лондон поевтиня на 88,01 лв. (45 €)");
    for (const part of [bg.html, bg.text]) {
      const plain = spaces(part);
      expect(plain.indexOf("88,01 лв.")).toBeLessThan(plain.indexOf("(45 €)"));
      expect(plain).toContain("обикновено 189 лв. (96,63 €)");
    }
    expect(spaces(bg.text)).toContain("преди 101,70 лв. (52 €)");
    const en = await renderAlertMail(input("en", { priceFirst: "BGN" }));
    expect(spaces(en.subject)).toBe("Price alert: Sofia → London for BGN 88.01 (€45)");
  });

  it("shows the previous price, struck through, when the deal got cheaper", async () => {
    const bg = await renderAlertMail(input("bg", { previousPriceBgn: PREVIOUS_BGN }));
    expect(spaces(bg.text)).toContain("преди 52 € (101,70 лв.)");
    expect(spaces(bg.html)).toMatch(/<span style="text-decoration:line-through">52 € \(101,70 лв\.\)<\/span>/);
    const en = await renderAlertMail(input("en", { previousPriceBgn: PREVIOUS_BGN }));
    expect(spaces(en.text)).toContain("was €52 (BGN 101.70)");
    const plain = await renderAlertMail(input("en"));
    expect(plain.text).not.toContain("was ");
  });

  it("shows the deal exactly as the digest's card does", async () => {
    const alert = await renderAlertMail(input("bg"));
    const digest = await renderDigestMail({
      language: "bg",
      frequency: "weekly",
      issueDay: "2026-11-26",
      airports: [{ code: "SOF", city: "София" }],
      deals: [deal("bg")],
      publicUrl: PUBLIC_URL,
      unsubscribeUrl: `${PUBLIC_URL}/u`,
      preferencesUrl: `${PUBLIC_URL}/p`,
    });
    const card = (html: string): string => {
      const start = html.indexOf(`<a href="${attr(deal("bg").bookUrl)}"`);
      const end = html.indexOf("Подробности и история на цената");
      expect(start).toBeGreaterThan(0);
      expect(end).toBeGreaterThan(start);
      return html.slice(start, end);
    };
    expect(card(alert.html)).toBe(card(digest.html));
  });
});

describe("alert links", () => {
  it("carries the booking link in the html (escaped) and the text (as it is)", async () => {
    const mail = await renderAlertMail(input("en"));
    const { bookUrl, dealUrl } = deal("en");
    expect(bookUrl).toContain("&");
    expect(mail.html).toContain(`href="${attr(bookUrl)}"`);
    expect(mail.text).toContain(bookUrl);
    expect(mail.html).toContain(`href="${dealUrl}"`);
  });

  it("renders a template with the digest's markers and puts the personal links in their place", async () => {
    const template = await renderAlertMailTemplate(templateInput("bg"));
    for (const marker of [UNSUBSCRIBE_URL_MARKER, PREFERENCES_URL_MARKER]) {
      expect(template.html).toContain(`href="${marker}"`);
      expect(template.text).toContain(marker);
    }

    const { unsubscribeUrl, preferencesUrl } = input("bg");
    const mail = await renderAlertMail(input("bg"));
    expect(mail).toEqual(personalise(template, { unsubscribeUrl, preferencesUrl }));
    expect(mail.html).toContain(`href="${attr(unsubscribeUrl)}"`);
    expect(mail.html).toContain(`href="${attr(preferencesUrl)}"`);
    expect(mail.text).toContain(unsubscribeUrl);
    expect(mail.text).toContain(preferencesUrl);
    for (const part of [mail.subject, mail.html, mail.text]) {
      expect(part).not.toContain("personal-link.invalid");
      expect(part).not.toContain(UNSUBSCRIBE_URL_MARKER);
      expect(part).not.toContain(PREFERENCES_URL_MARKER);
    }
  });

  it("links the alerts' management to the preferences and the unsubscribe to its link", async () => {
    const { unsubscribeUrl, preferencesUrl } = input("bg");
    const mail = await renderAlertMail(input("bg"));
    expect(mail.html).toMatch(new RegExp(`href="${escapeRegExp(attr(preferencesUrl))}"[^>]*>Управление на сигналите<`));
    expect(mail.html).toMatch(new RegExp(`href="${escapeRegExp(attr(unsubscribeUrl))}"[^>]*>Отпишете се<`));
    const en = await renderAlertMail(input("en"));
    expect(en.text).toContain(`Manage your alerts ${preferencesUrl}`);
    expect(en.text).toContain(`Unsubscribe ${input("en").unsubscribeUrl}`);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

describe("alert safety and language", () => {
  it("escapes markup in the description", async () => {
    const alertDescription = 'flights to <img src=x onerror="alert(1)"> & <script>alert(2)</script>';
    const mail = await renderAlertMail(input("en", { alertDescription }));
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;img src=x onerror=");
    expect(mail.html).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
    // the plain text is not HTML: it says what the subscriber asked for, as it is
    expect(mail.text).toContain("<script>alert(2)</script>");
  });

  it("writes Bulgarian mails in Bulgarian", async () => {
    const mail = await renderAlertMail(input("bg", { previousPriceBgn: PREVIOUS_BGN }));
    expect(mail.html).toContain('lang="bg"');
    for (const words of [
      "Ценови сигнал",
      "Намерихме оферта по вашия сигнал",
      "Виж офертата",
      "преди",
      "Получавате това писмо, защото сте създали ценови сигнал на flydealsbg.",
      "Управление на сигналите",
      "Отпишете се",
    ]) {
      expect(mail.text).toContain(words);
    }
    for (const words of ["Price alert", "We found", "See the deal", "was ", "Manage", "Unsubscribe", "e-mail"]) {
      expect(mail.text).not.toContain(words);
      expect(mail.subject).not.toContain(words);
    }
  });

  it("writes English mails in English", async () => {
    const mail = await renderAlertMail(input("en", { previousPriceBgn: PREVIOUS_BGN }));
    expect(mail.html).toContain('lang="en"');
    for (const words of [
      "Price alert",
      "We found a deal for your alert on",
      "See the deal",
      "was ",
      "You get this e-mail because you set a price alert on flydealsbg.",
      "Manage your alerts",
      "Unsubscribe",
    ]) {
      expect(mail.text).toContain(words);
    }
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/[а-яА-Я]/);
    }
  });

  it("stays within what mail clients render: tables, inline styles, 600px, no classes, no web fonts", async () => {
    const { html } = await renderAlertMail(input("bg", { previousPriceBgn: PREVIOUS_BGN }));
    expectWhatMailClientsRender(html);
  });
});

describe("alert with simulated fares (decision 0087)", () => {
  it("says so in the subject and first thing in the mail, in both languages; with real fares, nowhere", async () => {
    const bg = await renderAlertMail(input("bg", { fareMode: "demo" }));
    expect(spaces(bg.subject)).toBe("[Демо] Ценови сигнал: София → Лондон за 45 € (88,01 лв.)");
    expect(bg.text).toContain("Демо: цените в това писмо са симулирани за демонстрация и не са реални оферти.");
    expect(bg.html.indexOf("Демо: цените")).toBeLessThan(bg.html.indexOf("Лондон"));
    const en = await renderAlertMail(input("en", { fareMode: "demo" }));
    expect(en.subject).toMatch(/^\[Demo\] Price alert: /);
    expect(en.text).toContain("Demo: the fares in this mail are simulated for demonstration, not real offers.");
    const live = await renderAlertMail(input("bg", { fareMode: "live" }));
    expect(`${live.subject}${live.text}${live.html}`).not.toContain("Демо");
  });
});
