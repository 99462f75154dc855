/** Where a deal was about to go when its fare was checked again. */
export const RECHECK_CHANNELS = ["newsletter", "alert", "social"] as const;
export type RecheckChannel = (typeof RECHECK_CHANNELS)[number];

export type RecheckEvent = {
  type: "FareRecheckDropped";
  data: {
    dealId: string;
    channel: RecheckChannel;
    /** Gone from the source, or at least RECHECK_MAX_RISE dearer than the deal says. */
    outcome: "gone" | "dearer";
    source: string;
    dealPriceBgn: number;
    /** What the source asks now; null when the fare is gone. */
    checkedPriceBgn: number | null;
    checkedAt: string;
  };
};

export const recheckStreamId = (dealId: string) => `farerecheck-${dealId}`;
