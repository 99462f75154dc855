import { type Decider, DomainError } from "../eventstore/decider.ts";
import { alertKeyOf, type PushAlertCriteria, type PushEvent, type PushLeaveReason } from "./events.ts";
import { PUSH_MESSAGES as M } from "./messages.ts";

/** As many watches as a newsletter subscriber may have (decision 0042). */
export const MAX_PUSH_ALERTS = 20;

export type PushCommand =
  | { type: "SubscribeDevice"; pushId: string; language: "bg" | "en"; at: string }
  | { type: "AddPushAlert"; pushId: string; criteria: PushAlertCriteria; at: string }
  | { type: "ChooseDailyBest"; pushId: string; fromAirport: string | null; at: string }
  | { type: "BindDevice"; pushId: string; subscriptionId: string; at: string }
  | { type: "RenewDevice"; pushId: string; at: string }
  | { type: "UnsubscribeDevice"; pushId: string; reason: PushLeaveReason; at: string };

export interface PushState {
  status: "none" | "active" | "left";
  alertKeys: ReadonlySet<string>;
  dailyBestFrom: string | null;
  subscriptionId: string | null;
}

const initialState = (): PushState => ({
  status: "none",
  alertKeys: new Set(),
  dailyBestFrom: null,
  subscriptionId: null,
});

function active(state: PushState): void {
  if (state.status !== "active") throw new DomainError("push_not_found", M.deviceNotFound, 404);
}

/**
 * A device's notifications: what it watches (its own alerts, a subscriber's it was bound to, the
 * day's best deal from an airport) and whether it still takes them. Leaving is for good: a
 * browser that subscribes again gets a new endpoint, so a new device.
 */
export const pushDecider: Decider<PushCommand, PushEvent, PushState> = {
  initialState,
  decide(command, state) {
    const { pushId, at } = command;
    switch (command.type) {
      case "SubscribeDevice":
        if (state.status === "active") return [];
        if (state.status === "left") throw new DomainError("push_left", M.deviceLeft, 409);
        return [{ type: "PushDeviceSubscribed", data: { pushId, language: command.language, at } }];
      case "AddPushAlert": {
        active(state);
        const alertKey = alertKeyOf(command.criteria);
        if (state.alertKeys.has(alertKey)) return [];
        if (state.alertKeys.size >= MAX_PUSH_ALERTS) throw new DomainError("too_many_alerts", M.tooManyAlerts, 422);
        return [{ type: "PushAlertAdded", data: { pushId, alertKey, criteria: command.criteria, at } }];
      }
      case "ChooseDailyBest":
        active(state);
        if (state.dailyBestFrom === command.fromAirport) return [];
        return [{ type: "PushDailyBestChosen", data: { pushId, fromAirport: command.fromAirport, at } }];
      case "BindDevice":
        active(state);
        if (state.subscriptionId === command.subscriptionId) return [];
        return [{ type: "PushDeviceBound", data: { pushId, subscriptionId: command.subscriptionId, at } }];
      case "RenewDevice":
        active(state);
        return [{ type: "PushDeviceRenewed", data: { pushId, at } }];
      case "UnsubscribeDevice":
        if (state.status !== "active") return [];
        return [{ type: "PushDeviceUnsubscribed", data: { pushId, reason: command.reason, at } }];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case "PushDeviceSubscribed":
        return { ...state, status: "active" };
      case "PushAlertAdded":
        return { ...state, alertKeys: new Set([...state.alertKeys, event.data.alertKey]) };
      case "PushDailyBestChosen":
        return { ...state, dailyBestFrom: event.data.fromAirport };
      case "PushDeviceBound":
        return { ...state, subscriptionId: event.data.subscriptionId };
      case "PushDeviceRenewed":
        return state;
      case "PushDeviceUnsubscribed":
        return { ...state, status: "left" };
    }
  },
};
