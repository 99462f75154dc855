import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TOOLTIPS } from "../../core/constants.ts";
import { BadgeHintDescriptions, BadgeList } from "../deals/deal-badges.tsx";
import { LanguageProvider } from "../i18n/dictionary.ts";
import { Tooltip, tooltipOpenDelay } from "./tooltip.tsx";

describe("tooltip delays", () => {
  it("are the spec's 700 ms open delay and 300 ms skip delay", () => {
    expect(TOOLTIPS).toEqual({ openDelayMs: 700, skipDelayMs: 300 });
  });

  it("wait 700 ms for a first tooltip, and again once 300 ms have passed since the last one closed", () => {
    expect(tooltipOpenDelay(10_000, Number.NEGATIVE_INFINITY)).toBe(700);
    expect(tooltipOpenDelay(10_000, 10_000 - 300)).toBe(700);
    expect(tooltipOpenDelay(10_000, 10_000 - 5_000)).toBe(700);
  });

  it("open at once when the pointer comes from a tooltip that closed less than 300 ms ago", () => {
    expect(tooltipOpenDelay(10_000, 10_000)).toBe(0);
    expect(tooltipOpenDelay(10_000, 10_000 - 299)).toBe(0);
  });
});

describe("Tooltip markup", () => {
  it("describes its trigger with a hidden tooltip element, keeping the trigger's own description", () => {
    const html = renderToString(
      <Tooltip content="Hint">
        <button type="button" aria-describedby="own">
          ?
        </button>
      </Tooltip>,
    );
    const id = /role="tooltip" id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`aria-describedby="own ${id}"`);
    expect(html).toMatch(/role="tooltip"[^>]*hidden=""[^>]*>Hint</);
  });

  it("gives deal badges their hint as a tooltip instead of a title, reachable by keyboard", () => {
    const html = renderToString(
      <LanguageProvider lang="en">
        <BadgeList badges={["hot_deal", "percent_off"]} savingsPercent={43.4} />
      </LanguageProvider>,
    );
    expect(html).not.toContain("title=");
    expect(html).toContain(
      '<span class="badge badge--deal badge--hot_deal" tabindex="0" aria-describedby="badge-hint-hot_deal">Hot deal<',
    );
    expect(html).toContain(">−43%<");
    // the hint itself is in the page once, not beside every badge
    expect(html).not.toContain("At least 40%");
    const hints = renderToString(
      <LanguageProvider lang="en">
        <BadgeHintDescriptions />
      </LanguageProvider>,
    );
    expect(hints).toMatch(/^<div hidden="">/);
    expect(hints).toContain('<span id="badge-hint-hot_deal">At least 40% below the usual price for the season</span>');
    expect(hints).toContain('<span id="badge-hint-percent_off">');
  });
});
