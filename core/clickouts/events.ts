import type { BookingSearch } from "../deals/booking-url.ts";

/**
 * A visitor's click from a deal to the booking site, stream `clickout-<clickId>`. Nothing in it
 * identifies the visitor: the IP and user agent go to clickout_pii under the same id
 * (docs/decisions/0015), the referrer is cut to its origin (0052), and the device is a class.
 */
export interface ClickOutRecordedData {
  clickId: string;
  dealId: string;
  shortCode: string;
  timeZone: string;
  timeZoneSource: "client" | "fallback";
  /** The sending site's origin, or null. */
  referrer: string | null;
  /** `nl.<issue id>` for a digest, `alert` for an alert mail (decision 0041), or null. */
  campaign: string | null;
  /** Since 2026-11-26: the class of the visitor's device; absent on older clicks. */
  deviceClass?: DeviceClass;
  /** Since 2026-11-26: the language of the page the click came from, when it came from our site. */
  language?: "bg" | "en" | null;
  /** Since 2026-11-26: the click came from a page of this site (the referrer is our own host). */
  fromSite?: boolean;
}

export type DeviceClass = "mobile" | "tablet" | "desktop";

export type ClickOutEvent = { type: "ClickOutRecorded"; data: ClickOutRecordedData };

export const CLICK_OUT_EVENT_TYPES = ["ClickOutRecorded"] as const;

/**
 * A click from a /search result to the booking site (since 2026-11-29), stream `clickout-<clickId>`:
 * the itinerary and the search's settings instead of a deal, and the same context as a deal's
 * click-out. The IP and user agent go to clickout_pii under the same id.
 */
export interface SearchClickOutRecordedData
  extends Omit<ClickOutRecordedData, "dealId" | "shortCode" | "campaign" | "deviceClass" | "language" | "fromSite"> {
  search: BookingSearch;
  deviceClass: DeviceClass;
  language: "bg" | "en" | null;
  fromSite: boolean;
}

export type SearchClickOutEvent = { type: "SearchClickOutRecorded"; data: SearchClickOutRecordedData };

export const SEARCH_CLICK_OUT_EVENT_TYPES = ["SearchClickOutRecorded"] as const;

export function clickOutStreamId(clickId: string): string {
  return `clickout-${clickId}`;
}
