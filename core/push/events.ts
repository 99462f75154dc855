/**
 * Events of one device that takes deals as Web Push notifications, stream `push-<pushId>`
 * (docs/decisions/0106). The push service's endpoint and the device's keys are personal data:
 * they sit in push_endpoints under the same id, never here, and go when the device leaves.
 */
export interface PushAlertCriteria {
  fromAirport: string | null;
  destinationId: string | null;
  maxPriceBgn: number | null;
}

export type PushLeaveReason =
  /** The visitor turned notifications off (the deal page, the preference centre). */
  | "visitor"
  /** The push service answered 404 or 410: the browser dropped the subscription. */
  | "gone"
  /** The newsletter subscriber the device was bound to left or was erased. */
  | "subscriber_left";

export type PushEvent =
  | { type: "PushDeviceSubscribed"; data: { pushId: string; language: "bg" | "en"; at: string } }
  | { type: "PushAlertAdded"; data: { pushId: string; alertKey: string; criteria: PushAlertCriteria; at: string } }
  | { type: "PushDailyBestChosen"; data: { pushId: string; fromAirport: string | null; at: string } }
  | { type: "PushDeviceBound"; data: { pushId: string; subscriptionId: string; at: string } }
  /** The browser replaced its subscription (pushsubscriptionchange): same device, new endpoint and keys. */
  | { type: "PushDeviceRenewed"; data: { pushId: string; at: string } }
  | { type: "PushDeviceUnsubscribed"; data: { pushId: string; reason: PushLeaveReason; at: string } };

export const PUSH_EVENT_TYPES = [
  "PushDeviceSubscribed",
  "PushAlertAdded",
  "PushDailyBestChosen",
  "PushDeviceBound",
  "PushDeviceRenewed",
  "PushDeviceUnsubscribed",
] as const satisfies readonly PushEvent["type"][];

export const pushStreamId = (pushId: string) => `push-${pushId}`;

/** One key per distinct watch, so the same "notify me" pressed twice adds nothing. */
export function alertKeyOf(criteria: PushAlertCriteria): string {
  return `${criteria.fromAirport ?? "*"}-${criteria.destinationId ?? "*"}-${criteria.maxPriceBgn ?? "*"}`;
}
