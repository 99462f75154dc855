import { BGN_PER_EUR } from "../constants.ts";
import type { Currency } from "./fare.ts";

/** Rounds to the 2 decimals prices carry, without binary drift (1.005 -> 1.01). */
export function roundPrice(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export function toBgn(amount: number, currency: Currency): number {
  return currency === "BGN" ? amount : roundPrice(amount * BGN_PER_EUR);
}

export function bgnToEur(amount: number): number {
  return roundPrice(amount / BGN_PER_EUR);
}
