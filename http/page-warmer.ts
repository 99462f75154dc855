import type { Logger } from "../core/log/logger.ts";
import { type Language, pathFor, type ScreenKey } from "../core/routes/route-table.ts";
import type { PageRefresher } from "./middleware/page-cache.ts";

/**
 * Renders the hot pages again ahead of visitors when the read models move (new deals, prices,
 * a CMS publish): every few seconds it compares the projections' positions with those of its last
 * round, and on a change renders the listings and the pages visitors asked for most, until this
 * minute's render budget is spent. What it cannot render in budget stays with stale-while-
 * revalidate (http/middleware/page-cache.ts): served at once, rendered behind its visitor.
 */

/** Render time the warmer may spend per minute: a tenth of one core (`bench:crawl` reports what it used). */
export const WARM_BUDGET_MS_PER_MINUTE = 6_000;
const CHECK_EVERY_MS = 5_000;
/** Beyond the listings, how many of the most-asked addresses each round renders. */
const HOTTEST = 24;

/** The listings every visitor starts from, in both languages: warmed first, hot or not yet. */
const LISTING_SCREENS = [
  "home",
  "bestDeals",
  "weekendDeals",
  "lastMinuteDeals",
  "christmasDeals",
  "destinations",
  "airportSofia",
  "airportVarna",
  "airportBurgas",
  "airportPlovdiv",
] as const satisfies readonly ScreenKey[];
const LANGUAGES: Language[] = ["bg", "en"];

export function listingPaths(): string[] {
  return LANGUAGES.flatMap((lang) => LISTING_SCREENS.map((screen) => pathFor(screen, lang)));
}

/** Milliseconds of work allowed per minute, counted in the minute they are spent. */
export class RenderBudget {
  private minute = Number.NEGATIVE_INFINITY;
  private spent = 0;

  constructor(private readonly msPerMinute: number) {}

  /** What is left of the current minute's budget at `now` (ms since the epoch). */
  left(now: number): number {
    this.roll(now);
    return Math.max(0, this.msPerMinute - this.spent);
  }

  spend(ms: number, now: number): void {
    this.roll(now);
    this.spent += ms;
  }

  private roll(now: number) {
    const minute = Math.floor(now / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.spent = 0;
    }
  }
}

export interface WarmRound {
  rendered: number;
  skipped: number;
  renderMs: number;
}

/** One round: the listings, then the hottest addresses, each once, while the budget lasts. */
export async function warmRound(deps: {
  origin: string;
  refresher: PageRefresher;
  budget: RenderBudget;
  clock: () => number;
}): Promise<WarmRound> {
  const urls = [...new Set([...listingPaths().map((path) => deps.origin + path), ...deps.refresher.hottest(HOTTEST)])];
  const round: WarmRound = { rendered: 0, skipped: 0, renderMs: 0 };
  for (const url of urls) {
    if (deps.budget.left(deps.clock()) <= 0) {
      round.skipped += 1;
      continue;
    }
    const started = performance.now();
    await deps.refresher.refresh(url).catch(() => {});
    const took = performance.now() - started;
    deps.budget.spend(took, deps.clock());
    round.rendered += 1;
    round.renderMs += took;
  }
  return round;
}

/**
 * Starts the warmer: a round at once (a fresh start's first visitors wait for nothing), then one
 * whenever the read models' positions have moved. Returns how to stop it.
 */
export function startPageWarmer(deps: {
  origin: string;
  refresher: PageRefresher;
  positions: () => Promise<string>;
  logger: Logger;
  budgetMsPerMinute?: number;
  checkEveryMs?: number;
  clock?: () => number;
  onRound?: (round: WarmRound) => void;
}): { stop(): Promise<void> } {
  const clock = deps.clock ?? Date.now;
  const budget = new RenderBudget(deps.budgetMsPerMinute ?? WARM_BUDGET_MS_PER_MINUTE);
  const origin = deps.origin.replace(/\/+$/, "");
  let last: string | null = null;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = async () => {
    try {
      const positions = await deps.positions();
      if (positions !== last) {
        last = positions;
        const round = await warmRound({ origin, refresher: deps.refresher, budget, clock });
        deps.onRound?.(round);
        if (round.skipped > 0) deps.logger.info("page warmer out of budget this minute", { ...round });
      }
    } catch (error) {
      deps.logger.warn("page warmer round failed", { error });
    }
  };
  const loop = () => {
    if (stopped) return;
    running = tick().finally(() => {
      if (!stopped) timer = setTimeout(loop, deps.checkEveryMs ?? CHECK_EVERY_MS);
    });
  };
  loop();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
