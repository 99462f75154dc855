/** What happens to search profiles and their bindings (the crawl plan): their streams' events. */
import type { Binding, CrawlStatus, SearchProfile } from "./profile.ts";

export type ProfileEvent =
  | { type: "SearchProfileCreated"; data: { profileId: string; profile: SearchProfile } }
  | { type: "SearchProfileUpdated"; data: { profileId: string; profile: SearchProfile; previous: SearchProfile } }
  | { type: "SearchProfilePaused"; data: { profileId: string; by: string } }
  | { type: "SearchProfileResumed"; data: { profileId: string; by: string } };

export type BindingEvent =
  | { type: "SearchBindingCreated"; data: { bindingId: string; binding: Binding; nextRunAt: string } }
  | {
      type: "SearchBindingCrawled";
      data: {
        bindingId: string;
        status: Exclude<CrawlStatus, "pending">;
        resultCount: number;
        error: string | null;
        at: string;
        failureCount: number;
        nextRunAt: string;
        /** The fare source crawled; absent on crawls recorded before sources reported their health. */
        source?: string;
      };
    }
  | { type: "SearchBindingCrawlRequested"; data: { bindingId: string; by: string; nextRunAt: string } }
  | { type: "SearchBindingUpdated"; data: { bindingId: string; binding: Binding; previous: Binding } }
  | { type: "SearchBindingPaused"; data: { bindingId: string; by: string } }
  | { type: "SearchBindingResumed"; data: { bindingId: string; by: string } };

export const searchProfileStreamId = (profileId: string) => `searchprofile-${profileId}`;
export const searchBindingStreamId = (bindingId: string) => `searchbinding-${bindingId}`;
