import { describe, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import { DeciderSpecification } from "../testing/decider-specification.ts";
import { MAX_PUSH_ALERTS, pushDecider } from "./decider.ts";
import type { PushEvent } from "./events.ts";

const ID = "0196a4c2-2222-7000-8000-000000000001";
const SUBSCRIBER = "0196a4c2-3333-7000-8000-000000000001";
const T0 = "2026-12-24T08:00:00.000Z";
const given = DeciderSpecification.for(pushDecider);
const subscribed: PushEvent = { type: "PushDeviceSubscribed", data: { pushId: ID, language: "bg", at: T0 } };
const london = { fromAirport: "SOF", destinationId: "LON", maxPriceBgn: 200 };
const alertAdded = (criteria = london, alertKey = "SOF-LON-200"): PushEvent => ({
  type: "PushAlertAdded",
  data: { pushId: ID, alertKey, criteria, at: T0 },
});
const left: PushEvent = { type: "PushDeviceUnsubscribed", data: { pushId: ID, reason: "gone", at: T0 } };

describe("push device decider", () => {
  it("a new device subscribes once; subscribing again changes nothing", () => {
    given([]).when({ type: "SubscribeDevice", pushId: ID, language: "bg", at: T0 }).then([subscribed]);
    given([subscribed]).when({ type: "SubscribeDevice", pushId: ID, language: "en", at: T0 }).thenNothingHappened();
  });

  it("a device that left stays gone: a browser that subscribes again is a new device", () => {
    given([subscribed, left])
      .when({ type: "SubscribeDevice", pushId: ID, language: "bg", at: T0 })
      .thenThrows(DomainError, { code: "push_left" });
  });

  it("watches each route once, and at most twenty", () => {
    given([subscribed]).when({ type: "AddPushAlert", pushId: ID, criteria: london, at: T0 }).then([alertAdded()]);
    given([subscribed, alertAdded()])
      .when({ type: "AddPushAlert", pushId: ID, criteria: london, at: T0 })
      .thenNothingHappened();
    const twenty = Array.from({ length: MAX_PUSH_ALERTS }, (_, n) =>
      alertAdded({ ...london, maxPriceBgn: 100 + n }, `SOF-LON-${100 + n}`),
    );
    given([subscribed, ...twenty])
      .when({ type: "AddPushAlert", pushId: ID, criteria: { ...london, maxPriceBgn: 500 }, at: T0 })
      .thenThrows(DomainError, { code: "too_many_alerts" });
  });

  it("an unknown device can neither watch nor choose nor be bound", () => {
    given([])
      .when({ type: "AddPushAlert", pushId: ID, criteria: london, at: T0 })
      .thenThrows({ code: "push_not_found" });
    given([subscribed, left])
      .when({ type: "ChooseDailyBest", pushId: ID, fromAirport: "VAR", at: T0 })
      .thenThrows({ code: "push_not_found" });
    given([])
      .when({ type: "BindDevice", pushId: ID, subscriptionId: SUBSCRIBER, at: T0 })
      .thenThrows({ code: "push_not_found" });
  });

  it("records a changed daily-best airport and a new binding, nothing for the same again", () => {
    const chosen: PushEvent = { type: "PushDailyBestChosen", data: { pushId: ID, fromAirport: "VAR", at: T0 } };
    given([subscribed]).when({ type: "ChooseDailyBest", pushId: ID, fromAirport: "VAR", at: T0 }).then([chosen]);
    given([subscribed, chosen])
      .when({ type: "ChooseDailyBest", pushId: ID, fromAirport: "VAR", at: T0 })
      .thenNothingHappened();
    given([subscribed]).when({ type: "ChooseDailyBest", pushId: ID, fromAirport: null, at: T0 }).thenNothingHappened();
    const bound: PushEvent = { type: "PushDeviceBound", data: { pushId: ID, subscriptionId: SUBSCRIBER, at: T0 } };
    given([subscribed]).when({ type: "BindDevice", pushId: ID, subscriptionId: SUBSCRIBER, at: T0 }).then([bound]);
    given([subscribed, bound])
      .when({ type: "BindDevice", pushId: ID, subscriptionId: SUBSCRIBER, at: T0 })
      .thenNothingHappened();
  });

  it("records a renewed subscription of an active device only", () => {
    const renewed: PushEvent = { type: "PushDeviceRenewed", data: { pushId: ID, at: T0 } };
    given([subscribed]).when({ type: "RenewDevice", pushId: ID, at: T0 }).then([renewed]);
    given([subscribed, left]).when({ type: "RenewDevice", pushId: ID, at: T0 }).thenThrows({ code: "push_not_found" });
  });

  it("leaves once, with the reason; leaving again or unknown records nothing", () => {
    given([subscribed]).when({ type: "UnsubscribeDevice", pushId: ID, reason: "gone", at: T0 }).then([left]);
    given([subscribed, left])
      .when({ type: "UnsubscribeDevice", pushId: ID, reason: "visitor", at: T0 })
      .thenNothingHappened();
    given([]).when({ type: "UnsubscribeDevice", pushId: ID, reason: "visitor", at: T0 }).thenNothingHappened();
  });
});
