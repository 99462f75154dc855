import { type Decider, DomainError } from "../eventstore/decider.ts";
import type { ProfileEvent } from "./events.ts";
import { paramsHash, type SearchProfile, searchProfileSchema } from "./profile.ts";

export type ProfileCommand =
  | { type: "CreateProfile"; profileId: string; input: unknown }
  | { type: "UpdateProfile"; profileId: string; changes: Record<string, unknown> }
  | { type: "SetProfilePaused"; profileId: string; paused: boolean; by: string };

export interface ProfileState {
  profile: SearchProfile | null;
  paused: boolean;
}

function parse(input: unknown): SearchProfile {
  const result = searchProfileSchema.safeParse(input);
  if (!result.success)
    throw new DomainError("invalid_profile", result.error.issues[0]?.message ?? "Invalid profile", 400);
  return { ...result.data, paramsHash: paramsHash(result.data.params) };
}

export const profileDecider: Decider<ProfileCommand, ProfileEvent, ProfileState> = {
  initialState: () => ({ profile: null, paused: false }),
  evolve(state, event) {
    switch (event.type) {
      case "SearchProfileCreated":
      case "SearchProfileUpdated":
        return { ...state, profile: event.data.profile };
      case "SearchProfilePaused":
        return { ...state, paused: true };
      case "SearchProfileResumed":
        return { ...state, paused: false };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case "CreateProfile": {
        const profile = parse(command.input);
        if (state.profile) {
          if (JSON.stringify(state.profile) === JSON.stringify(profile)) return [];
          throw new DomainError("profile_exists", `Search profile ${command.profileId} exists`, 409);
        }
        return [{ type: "SearchProfileCreated", data: { profileId: command.profileId, profile } }];
      }
      case "UpdateProfile": {
        if (!state.profile) throw new DomainError("not_found", `No search profile ${command.profileId}`, 404);
        const { paramsHash: _, ...current } = state.profile;
        const changedParams = command.changes.params as Record<string, unknown> | undefined;
        const profile = parse({ ...current, ...command.changes, params: { ...current.params, ...changedParams } });
        if (JSON.stringify(profile) === JSON.stringify(state.profile)) return [];
        return [
          { type: "SearchProfileUpdated", data: { profileId: command.profileId, profile, previous: state.profile } },
        ];
      }
      case "SetProfilePaused":
        if (!state.profile) throw new DomainError("not_found", `No search profile ${command.profileId}`, 404);
        if (state.paused === command.paused) return [];
        return [
          command.paused
            ? { type: "SearchProfilePaused", data: { profileId: command.profileId, by: command.by } }
            : { type: "SearchProfileResumed", data: { profileId: command.profileId, by: command.by } },
        ];
    }
  },
};
