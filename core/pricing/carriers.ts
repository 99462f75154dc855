/** Low-cost carriers among the airlines our fare sources return (IATA codes). */
export const LOW_COST_CARRIERS: ReadonlySet<string> = new Set([
  "FR",
  "RK",
  "W6",
  "W4",
  "W9",
  "U2",
  "EC",
  "VY",
  "PC",
  "FZ",
  "G9",
  "HV",
  "TO",
  "DY",
  "D8",
  "LS",
  "EW",
  "V7",
  "XQ",
  "BJ",
  "AJ",
  "3F",
  "6H",
  "OV",
  "XY",
]);

export type CarrierComposition = "single_carrier" | "multi_carrier" | "multi_low_cost" | "mixed";

export function carrierComposition(airlines: readonly string[]): CarrierComposition {
  const distinct = new Set(airlines);
  if (distinct.size <= 1) return "single_carrier";
  const lowCost = [...distinct].filter((code) => LOW_COST_CARRIERS.has(code)).length;
  if (lowCost === distinct.size) return "multi_low_cost";
  if (lowCost === 0) return "multi_carrier";
  return "mixed";
}
