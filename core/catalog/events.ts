/** What happens to a catalog entry (country, airport, destination, airline, sight, FAQ): its stream's events. */
import { z } from "zod";
import type { CatalogKind } from "./entries.ts";

export type Fields = Record<string, unknown>;

/**
 * A photo chosen for a destination (docs/decisions/0044): the provider's id, the addresses it
 * gave (pages hotlink them), and the photographer to credit. Never the photo itself.
 */
export const destinationPictureSchema = z.object({
  unsplashImageId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Not a photo id"),
  imageUrl: z.url({ protocol: /^https?$/, error: "The picture must be an http(s) address" }).max(2000),
  highResImageUrl: z.url({ protocol: /^https?$/, error: "The picture must be an http(s) address" }).max(2000),
  photographerName: z.string().trim().min(1, "Required").max(200),
  photographerUsername: z.string().trim().min(1, "Required").max(100),
});
export type DestinationPicture = z.infer<typeof destinationPictureSchema>;

/** A destination without a chosen photo shows its built-in drawn picture, served from here. */
export const builtInDestinationImage = (iata: string) => `/images/destinations/${iata}.svg`;

export type CatalogEvent =
  | { type: "CatalogEntryRegistered"; data: { kind: CatalogKind; key: string; entry: Fields } }
  | {
      type: "CatalogEntryUpdated";
      data: { kind: CatalogKind; key: string; changes: Fields; previous: Fields; entry: Fields };
    }
  | { type: "CatalogEntryActivated"; data: { kind: CatalogKind; key: string } }
  | { type: "CatalogEntryDeactivated"; data: { kind: CatalogKind; key: string } }
  | {
      type: "DestinationPictureChosen";
      data: DestinationPicture & { kind: "destination"; key: string; iata: string; chosenBy: string };
    }
  | {
      type: "DestinationPictureCleared";
      /** imageUrl: the built-in picture the destination shows again. */
      data: { kind: "destination"; key: string; iata: string; imageUrl: string; clearedBy: string };
    };

export const CATALOG_EVENT_TYPES = [
  "CatalogEntryRegistered",
  "CatalogEntryUpdated",
  "CatalogEntryActivated",
  "CatalogEntryDeactivated",
  "DestinationPictureChosen",
  "DestinationPictureCleared",
] as const;
