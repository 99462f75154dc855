import { describe, expect, it } from "vitest";
import { DeciderSpecification } from "../testing/decider-specification.ts";
import type { ProfileEvent } from "./events.ts";
import { profileDecider as decider, type ProfileCommand } from "./profile-decider.ts";

const given = DeciderSpecification.for(decider);
const input = { label: "From Sofia", useCase: "deals", params: { origin: "SOF", dateType: "relative" } };
const created = given([]).when({ type: "CreateProfile", profileId: "p1", input }).events;

describe("search profiles", () => {
  it("creates a profile with defaults and its params hash; a repeat creates nothing", () => {
    expect(created[0]).toMatchObject({
      type: "SearchProfileCreated",
      data: { profile: { successIntervalMinutes: 60 } },
    });
    expect((created[0] as Extract<ProfileEvent, { type: "SearchProfileCreated" }>).data.profile.paramsHash).toMatch(
      /^[0-9a-f]{64}$/,
    );
    given(created).when({ type: "CreateProfile", profileId: "p1", input }).thenNothingHappened();
  });

  it("updates with validation, keeping the previous version in the event", () => {
    const update: ProfileCommand = {
      type: "UpdateProfile",
      profileId: "p1",
      changes: { params: { adults: 2 }, successIntervalMinutes: 120 },
    };
    const [event] = given(created).when(update).events;
    expect(event).toMatchObject({
      type: "SearchProfileUpdated",
      data: {
        profile: { successIntervalMinutes: 120, params: { adults: 2, origin: "SOF" } },
        previous: { successIntervalMinutes: 60 },
      },
    });
    given(created)
      .when({
        type: "UpdateProfile",
        profileId: "p1",
        changes: { params: { departureDaysFromNow: 200, departureDaysToNow: 100 } },
      })
      .thenThrows("departureDaysFromNow must be <= departureDaysToNow");
  });

  it("pauses and resumes once each", () => {
    const paused = given(created).when({ type: "SetProfilePaused", profileId: "p1", paused: true, by: "admin" }).events;
    expect(paused.map((e) => e.type)).toEqual(["SearchProfilePaused"]);
    given([...created, ...paused])
      .when({ type: "SetProfilePaused", profileId: "p1", paused: true, by: "admin" })
      .thenNothingHappened();
  });
});
