import type { Decider } from "../eventstore/decider.ts";
import type { HeroClearReason, HeroEvent, HeroRotation } from "./events.ts";

export type HeroCommand =
  | { type: "RotateHero"; rotation: HeroRotation }
  | { type: "ClearHero"; language: HeroRotation["language"]; reason: HeroClearReason };

export interface HeroState {
  current: HeroRotation | null;
  clearedBecause: HeroClearReason | null;
}

/** What a visitor sees, without the hour slot: the same deal in the next hour is no new rotation. */
function shown(rotation: HeroRotation): string {
  const { servedFor: _servedFor, ...rest } = rotation;
  // sorted keys: a stored event comes back from jsonb with its keys in another order
  return JSON.stringify(rest, Object.keys(rest).sort());
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
      if (state.current && shown(state.current) === shown(command.rotation)) return [];
      return [{ type: "HomepageHeroRotated", data: command.rotation }];
    }
    if (state.clearedBecause === command.reason) return [];
    return [{ type: "HomepageHeroCleared", data: { language: command.language, reason: command.reason } }];
  },
};
