/** An active alert that matches a live deal, with its subscriber. */
export interface AlertMatch {
  alertId: string;
  subscriptionId: string;
}

export interface AlertHistory {
  /** For this deal: the lowest price each alert already told its subscriber about. */
  lowestNotifiedBgn: ReadonlyMap<string, number>;
  /** Alert mails each subscriber was handed today (local day of the settings' time zone). */
  sentToday: ReadonlyMap<string, number>;
}

export interface AlertDecision {
  alertId: string;
  subscriptionId: string;
  /** `planned`: this alert's mail goes out; `covered`: another alert of the same subscriber tells them. */
  status: "planned" | "covered";
  /** The price we told them before, when this is a markedly cheaper repricing. */
  previousPriceBgn: number | null;
}

/**
 * Which matching alerts fire for a deal at a price: each alert once per deal, again only when the
 * price fell by at least `minDropBgn` below what it last told (the social posting's rule), one mail
 * per subscriber however many of their alerts match, and at most `dailyCap` alert mails per
 * subscriber per day.
 */
export function decideAlerts(
  matches: readonly AlertMatch[],
  priceBgn: number,
  history: AlertHistory,
  limits: { dailyCap: number; minDropBgn: number },
): AlertDecision[] {
  const decisions: AlertDecision[] = [];
  const told = new Set<string>();
  for (const match of matches) {
    const lowest = history.lowestNotifiedBgn.get(match.alertId);
    if (lowest !== undefined && priceBgn > lowest - limits.minDropBgn) continue;
    const previousPriceBgn = lowest ?? null;
    if (told.has(match.subscriptionId)) {
      decisions.push({ ...match, status: "covered", previousPriceBgn });
      continue;
    }
    if ((history.sentToday.get(match.subscriptionId) ?? 0) >= limits.dailyCap) continue;
    told.add(match.subscriptionId);
    decisions.push({ ...match, status: "planned", previousPriceBgn });
  }
  return decisions;
}
