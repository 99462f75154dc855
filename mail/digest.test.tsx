import { describe, expect, it } from "vitest";
import { BGN_PER_EUR } from "../core/constants.ts";
import { roundPrice } from "../core/pricing/money.ts";
import { renderDigestMail, renderDigestMailTemplate } from "./digest.tsx";
import { formatDualPrice, formatTravelDay } from "./format.ts";
import type { DigestDeal, DigestMailInput } from "./mail-types.ts";
import { PREFERENCES_URL_MARKER, personalise, UNSUBSCRIBE_URL_MARKER } from "./personal-links.ts";
import { expectWhatMailClientsRender } from "./testing.ts";

const PUBLIC_URL = "https://flydeals.bg";

const CITIES = {
  bg: { SOF: "София", VAR: "Варна", LHR: "Лондон", BCN: "Барселона", VIE: "Виена" },
  en: { SOF: "Sofia", VAR: "Varna", LHR: "London", BCN: "Barcelona", VIE: "Vienna" },
} as const;

type Language = "bg" | "en";
type Destination = "LHR" | "BCN" | "VIE";

function deal(language: Language, to: Destination, overrides: Partial<DigestDeal> = {}): DigestDeal {
  return {
    shortCode: `${to}1`,
    fromAirport: "SOF",
    fromCity: CITIES[language].SOF,
    toAirport: to,
    toCity: CITIES[language][to],
    country: language === "bg" ? "Държава" : "Country",
    departureDate: "2026-12-04",
    returnDate: "2026-12-11",
    priceBgn: roundPrice(89 * BGN_PER_EUR),
    usualPriceBgn: 300,
    savingsPercent: 42,
    isDirect: true,
    imageUrl: `http://127.0.0.1:3000/images/destinations/${to}.png`,
    dealUrl: `${PUBLIC_URL}/oferta/${to}1`,
    bookUrl: `${PUBLIC_URL}/go/${to}1?utm_source=newsletter&utm_campaign=${to.toLowerCase()}`,
    ...overrides,
  };
}

function input(language: Language, overrides: Partial<DigestMailInput> = {}): DigestMailInput {
  return {
    language,
    frequency: "weekly",
    issueDay: "2026-11-26",
    airports: [{ code: "SOF", city: CITIES[language].SOF }],
    deals: [deal(language, "LHR"), deal(language, "BCN"), deal(language, "VIE")],
    publicUrl: PUBLIC_URL,
    unsubscribeUrl: `${PUBLIC_URL}/newsletter?unsubscribe=tok-1`,
    preferencesUrl: `${PUBLIC_URL}/newsletter?preferences=tok-1`,
    ...overrides,
  };
}

/** The HTML form of a URL inside an attribute, as React writes it. */
const attr = (url: string): string => url.replaceAll("&", "&amp;");
/** Non-breaking spaces keep "89 €" together in the mail; the assertions read plain spaces. */
const spaces = (text: string): string => text.replaceAll("\u00a0", " ");

describe("digest subject", () => {
  it("uses Bulgarian plural forms and the period of the frequency", async () => {
    const one = await renderDigestMail(input("bg", { frequency: "daily", deals: [deal("bg", "LHR")] }));
    expect(spaces(one.subject)).toBe("1 оферта от София днес: Лондон от 89 €");
    const two = await renderDigestMail(input("bg", { deals: [deal("bg", "LHR"), deal("bg", "BCN")] }));
    expect(spaces(two.subject)).toBe("2 оферти от София тази седмица: Лондон от 89 €");
    const five = await renderDigestMail(
      input("bg", {
        frequency: "monthly",
        airports: [
          { code: "SOF", city: "София" },
          { code: "VAR", city: "Варна" },
        ],
        deals: ["a", "b", "c", "d", "e"].map((code) => deal("bg", "LHR", { shortCode: code })),
      }),
    );
    expect(spaces(five.subject)).toBe("5 оферти от София и Варна този месец: Лондон от 89 €");
  });

  it("uses English plural forms", async () => {
    const one = await renderDigestMail(input("en", { frequency: "daily", deals: [deal("en", "LHR")] }));
    expect(one.subject).toBe("1 deal from Sofia today: London from €89");
    const three = await renderDigestMail(input("en"));
    expect(three.subject).toBe("3 deals from Sofia this week: London from €89");
  });

  it("names the departure cities from the deals when the issue lists no airports", async () => {
    const mail = await renderDigestMail(
      input("en", {
        airports: [],
        deals: [deal("en", "LHR"), deal("en", "VIE", { fromAirport: "VAR", fromCity: "Varna" })],
      }),
    );
    expect(mail.subject).toBe("2 deals from Sofia and Varna this week: London from €89");
  });
});

describe("digest prices", () => {
  it("puts the euro first and the lev beside it, whole units when whole", () => {
    expect(spaces(formatDualPrice("bg", roundPrice(89 * BGN_PER_EUR)))).toBe("89 € (174,07 лв.)");
    expect(spaces(formatDualPrice("en", roundPrice(89 * BGN_PER_EUR)))).toBe("€89 (BGN 174.07)");
    expect(spaces(formatDualPrice("bg", 174))).toBe("88,96 € (174 лв.)");
    expect(spaces(formatDualPrice("en", 174))).toBe("€88.96 (BGN 174)");
  });

  it("shows each deal's price in both currencies, euro first, in the html and the text", async () => {
    const bg = await renderDigestMail(
      input("bg", { deals: [deal("bg", "LHR", { priceBgn: 174, usualPriceBgn: 300 })] }),
    );
    for (const part of [bg.html, bg.text]) {
      const plain = spaces(part);
      expect(plain).toContain("88,96 €");
      expect(plain.indexOf("88,96 €")).toBeLessThan(plain.indexOf("(174 лв.)"));
      expect(plain).toContain("153,39 € (300 лв.)");
      expect(plain).toContain("−42%");
    }
    const en = await renderDigestMail(input("en", { deals: [deal("en", "LHR", { priceBgn: 174 })] }));
    expect(spaces(en.text)).toContain("€88.96 (BGN 174)");
  });

  it("sets the price in bold", async () => {
    const mail = await renderDigestMail(input("bg"));
    expect(spaces(mail.html)).toMatch(/<span style="[^"]*font-weight:700[^"]*">89 €<\/span>/);
  });

  it("puts the lev first when the settings say BGN, in the subject, the cards and the note", async () => {
    expect(spaces(formatDualPrice("bg", 174, "BGN"))).toBe("174 лв. (88,96 €)");
    expect(spaces(formatDualPrice("en", 174, "BGN"))).toBe("BGN 174 (€88.96)");
    const bg = await renderDigestMail(
      input("bg", { priceFirst: "BGN", deals: [deal("bg", "LHR", { priceBgn: 174, usualPriceBgn: 300 })] }),
    );
    expect(spaces(bg.subject)).toBe("1 оферта от София тази седмица: Лондон от 174 лв.");
    expect(spaces(bg.html)).toMatch(/<span style="[^"]*font-weight:700[^"]*">174 лв\.<\/span>/);
    for (const part of [bg.html, bg.text]) {
      const plain = spaces(part);
      expect(plain.indexOf("174 лв.")).toBeLessThan(plain.indexOf("(88,96 €)"));
      expect(plain).toContain("300 лв. (153,39 €)");
      expect(plain).toContain("Сумите в евро са по фиксирания курс");
    }
    const en = await renderDigestMail(
      input("en", { priceFirst: "BGN", deals: [deal("en", "LHR", { priceBgn: 174 })] }),
    );
    expect(en.subject).toBe("1 deal from Sofia this week: London from BGN 174");
    expect(spaces(en.text)).toContain("BGN 174 (€88.96)");
    // and the euro by default, with its own note
    expect(spaces((await renderDigestMail(input("bg"))).text)).toContain("Сумите в лева са по фиксирания курс");
  });
});

describe("digest dates and routes", () => {
  it("writes travel days the way each language does", () => {
    expect(formatTravelDay("bg", "2026-12-04")).toBe("пт, 4 дек.");
    expect(formatTravelDay("en", "2026-12-04")).toBe("Fri 4 Dec");
  });

  it("shows the route with airport codes, the trip and whether it is direct", async () => {
    const mail = await renderDigestMail(
      input("bg", {
        deals: [
          deal("bg", "LHR"),
          deal("bg", "BCN", { returnDate: null, isDirect: false, departureDate: "2027-01-15" }),
        ],
      }),
    );
    const text = spaces(mail.text);
    expect(text).toContain("София → Лондон");
    expect(text).toContain("SOF → LHR");
    expect(text).toContain("пт, 4 дек. – пт, 11 дек. · 7 нощи");
    expect(text).toContain("пт, 15 ян. · еднопосочен полет");
    expect(text).toContain("Директен полет");
    expect(text).toContain("С прекачване");
    expect(mail.html).toContain('alt="Лондон"');
  });

  it("refuses an issue without deals and a day that is not an ISO day", async () => {
    await expect(renderDigestMail(input("bg", { deals: [] }))).rejects.toThrow(RangeError);
    await expect(renderDigestMail(input("bg", { issueDay: "26.11.2026" }))).rejects.toThrow(/issueDay/);
  });
});

describe("digest links", () => {
  it("carries every deal's booking link in the html (escaped) and the text (as it is)", async () => {
    const mail = await renderDigestMail(input("en"));
    for (const { bookUrl, dealUrl } of input("en").deals) {
      expect(bookUrl).toContain("&");
      expect(mail.html).toContain(`href="${attr(bookUrl)}"`);
      expect(mail.text).toContain(bookUrl);
      expect(mail.html).toContain(`href="${dealUrl}"`);
    }
  });

  it("puts the personal links into html and text and leaves no marker", async () => {
    const template = await renderDigestMailTemplate(input("bg"));
    expect(template.html).toContain(UNSUBSCRIBE_URL_MARKER);
    expect(template.text).toContain(UNSUBSCRIBE_URL_MARKER);
    expect(template.text).toContain(PREFERENCES_URL_MARKER);

    const unsubscribeUrl = `${PUBLIC_URL}/newsletter?unsubscribe=tok-2`;
    const preferencesUrl = `${PUBLIC_URL}/newsletter?preferences=tok-2`;
    const mail = personalise(template, { unsubscribeUrl, preferencesUrl });
    expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
    expect(mail.html).toContain(`href="${preferencesUrl}"`);
    expect(mail.text).toContain(unsubscribeUrl);
    expect(mail.text).toContain(preferencesUrl);
    for (const part of [mail.subject, mail.html, mail.text]) {
      expect(part).not.toContain("personal-link.invalid");
    }
    // the template stays reusable for the next subscriber
    expect(template.html).toContain(UNSUBSCRIBE_URL_MARKER);
  });

  it("renders the same mail in one go as template plus personalise", async () => {
    const { unsubscribeUrl, preferencesUrl, ...rest } = input("en");
    const direct = await renderDigestMail(input("en"));
    const viaTemplate = personalise(await renderDigestMailTemplate(rest), { unsubscribeUrl, preferencesUrl });
    expect(direct).toEqual(viaTemplate);
  });

  it("escapes a personal link with & for the html attribute and keeps it raw in the text", async () => {
    const unsubscribeUrl = `${PUBLIC_URL}/newsletter?unsubscribe=tok-3&lang=bg`;
    const preferencesUrl = `${PUBLIC_URL}/newsletter?preferences=tok-3&lang=bg&a="b"`;
    const mail = await renderDigestMail(input("bg", { unsubscribeUrl, preferencesUrl }));
    expect(mail.html).toContain(`href="${PUBLIC_URL}/newsletter?unsubscribe=tok-3&amp;lang=bg"`);
    expect(mail.html).not.toContain("tok-3&lang");
    expect(mail.html).toContain("preferences=tok-3&amp;lang=bg&amp;a=&quot;b&quot;");
    expect(mail.text).toContain(unsubscribeUrl);
    expect(mail.text).toContain(preferencesUrl);
  });

  it("takes a $ in a personal link literally", async () => {
    const unsubscribeUrl = `${PUBLIC_URL}/u?t=$&x=$'`;
    const mail = await renderDigestMail(input("en", { unsubscribeUrl }));
    expect(mail.text).toContain(unsubscribeUrl);
    expect(mail.html).toContain("/u?t=$&amp;x=$&#x27;");
  });

  it("refuses a personal link that is not a web address", async () => {
    const template = await renderDigestMailTemplate(input("en"));
    expect(() =>
      personalise(template, { unsubscribeUrl: "javascript:alert(1)", preferencesUrl: `${PUBLIC_URL}/p` }),
    ).toThrow(/unsubscribeUrl/);
  });
});

describe("digest safety and language", () => {
  it("escapes a city name with markup in it", async () => {
    const evil = '<img src=x onerror="alert(1)">';
    const mail = await renderDigestMail(
      input("en", {
        airports: [{ code: "SOF", city: evil }],
        deals: [deal("en", "LHR", { toCity: evil, fromCity: evil })],
      }),
    );
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&lt;img src=x onerror=");
    // the subject is a header, not HTML: it keeps the text as it is, on one line
    expect(mail.subject).toContain(evil);
  });

  it("keeps a line break in a name out of the subject header", async () => {
    const mail = await renderDigestMail(
      input("en", { deals: [deal("en", "LHR", { toCity: "London\r\nBcc: x@y.z" })] }),
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it("writes Bulgarian mails in Bulgarian", async () => {
    const mail = await renderDigestMail(input("bg"));
    expect(mail.html).toContain('lang="bg"');
    for (const words of ["Виж офертата", "Отпишете се", "Променете настройките си", "Седмичен бюлетин", "оферти"]) {
      expect(mail.text).toContain(words);
    }
    for (const words of ["See the deal", "Unsubscribe", "Change your preferences", "deals from"]) {
      expect(mail.text).not.toContain(words);
    }
  });

  it("writes English mails in English", async () => {
    const mail = await renderDigestMail(input("en"));
    expect(mail.html).toContain('lang="en"');
    for (const words of ["See the deal", "Unsubscribe", "Change your preferences", "Weekly digest"]) {
      expect(mail.text).toContain(words);
    }
    expect(mail.text).not.toMatch(/[а-яА-Я]/);
  });

  it("stays within what mail clients render: inline styles, no classes, no external CSS or fonts", async () => {
    const { html } = await renderDigestMail(input("bg"));
    expectWhatMailClientsRender(html);
  });
});

describe("digest with simulated fares (decision 0087)", () => {
  it("says so in the subject and above the deals, in both languages; with real fares, nowhere", async () => {
    const bg = await renderDigestMail(input("bg", { fareMode: "demo" }));
    expect(bg.subject).toMatch(/^\[Демо\] /);
    expect(bg.text).toContain("Демо: цените в това писмо са симулирани за демонстрация и не са реални оферти.");
    expect(bg.text.indexOf("Демо: цените")).toBeLessThan(bg.text.indexOf("Лондон"));
    const en = await renderDigestMail(input("en", { fareMode: "demo" }));
    expect(en.subject).toMatch(/^\[Demo\] /);
    expect(en.html).toContain("Demo: the fares in this mail are simulated for demonstration, not real offers.");
    const live = await renderDigestMail(input("bg", { fareMode: "live" }));
    expect(`${live.subject}${live.text}${live.html}`).not.toContain("Демо");
  });
});
