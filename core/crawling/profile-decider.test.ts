import { describe, expect, it } from "vitest";
import {
  profileDecider as decider,
  type ProfileCommand,
  type ProfileEvent,
  type ProfileState,
} from "./profile-decider.ts";

const fold = (events: ProfileEvent[]): ProfileState =>
  events.reduce((s, e) => decider.evolve(s, e), decider.initialState());
const input = { label: "From Sofia", useCase: "deals", params: { origin: "SOF", dateType: "relative" } };
const created = decider.decide({ type: "CreateProfile", profileId: "p1", input }, decider.initialState());

describe("search profiles", () => {
  it("creates a profile with defaults and its params hash; a repeat creates nothing", () => {
    expect(created[0]).toMatchObject({
      type: "SearchProfileCreated",
      data: { profile: { successIntervalMinutes: 60 } },
    });
    expect((created[0] as Extract<ProfileEvent, { type: "SearchProfileCreated" }>).data.profile.paramsHash).toMatch(
      /^[0-9a-f]{64}$/,
    );
    expect(decider.decide({ type: "CreateProfile", profileId: "p1", input }, fold(created))).toEqual([]);
  });

  it("updates with validation, keeping the previous version in the event", () => {
    const update: ProfileCommand = {
      type: "UpdateProfile",
      profileId: "p1",
      changes: { params: { adults: 2 }, successIntervalMinutes: 120 },
    };
    const [event] = decider.decide(update, fold(created));
    expect(event).toMatchObject({
      type: "SearchProfileUpdated",
      data: {
        profile: { successIntervalMinutes: 120, params: { adults: 2, origin: "SOF" } },
        previous: { successIntervalMinutes: 60 },
      },
    });
    expect(() =>
      decider.decide(
        {
          type: "UpdateProfile",
          profileId: "p1",
          changes: { params: { departureDaysFromNow: 200, departureDaysToNow: 100 } },
        },
        fold(created),
      ),
    ).toThrow("departureDaysFromNow must be <= departureDaysToNow");
  });

  it("pauses and resumes once each", () => {
    const paused = decider.decide(
      { type: "SetProfilePaused", profileId: "p1", paused: true, by: "admin" },
      fold(created),
    );
    expect(paused.map((e) => e.type)).toEqual(["SearchProfilePaused"]);
    expect(
      decider.decide(
        { type: "SetProfilePaused", profileId: "p1", paused: true, by: "admin" },
        fold([...created, ...paused]),
      ),
    ).toEqual([]);
  });
});
