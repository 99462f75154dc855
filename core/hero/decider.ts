import type { Decider } from "../eventstore/decider.ts";
import { sameJson } from "../eventstore/same-json.ts";
import type { HeroClearReason, HeroEvent, HeroRotation } from "./events.ts";

export type HeroCommand =
  | { type: "RotateHero"; rotation: HeroRotation }
  | { type: "ClearHero"; language: HeroRotation["language"]; reason: HeroClearReason };

export interface HeroState {
  current: HeroRotation | null;
  clearedBecause: HeroClearReason | null;
}

/** Same for a visitor, the hour slot aside: the same deal in the next hour is no new rotation. */
function sameShown(a: HeroRotation, b: HeroRotation): boolean {
  return sameJson({ ...a, servedFor: null }, { ...b, servedFor: null });
}

export const heroDecider: Decider<HeroCommand, HeroEvent, HeroState> = {
  initialState: () => ({ current: null, clearedBecause: null }),
  evolve(state, event) {
    switch (event.type) {
      case "HomepageHeroRotated":
        return { current: event.data, clearedBecause: null };
      case "HomepageHeroCleared":
        return { current: null, clearedBecause: event.data.reason };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === "RotateHero") {
      if (state.current && sameShown(state.current, command.rotation)) return [];
      return [{ type: "HomepageHeroRotated", data: command.rotation }];
    }
    if (state.clearedBecause === command.reason) return [];
    return [{ type: "HomepageHeroCleared", data: { language: command.language, reason: command.reason } }];
  },
};
