import type { DestinationPicture } from "../../../core/catalog/events.ts";
import { runCatalogCommand } from "../../../core/catalog/seed.ts";
import { builtInImageProvider, ImageProviderError, type PhotoCandidate } from "../../../core/images/provider.ts";
import { type AdminContext, auditMetadata } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";

const pictureOf = (photo: PhotoCandidate): DestinationPicture => ({
  unsplashImageId: photo.id,
  imageUrl: photo.imageUrl,
  highResImageUrl: photo.highResImageUrl,
  photographerName: photo.photographer.name,
  photographerUsername: photo.photographer.username,
});

type ChooseOutcome = { ok: true; changed: boolean; photo: PhotoCandidate } | { ok: false; error: ImageProviderError };

/**
 * Chooses the photo as the provider describes it now (never addresses from the form), then tells
 * the provider it was chosen: Unsplash counts that as a download. That report is best effort: a
 * failure is logged and the choice stands.
 */
export async function choosePhoto(
  deps: AdminDeps,
  c: AdminContext,
  iata: string,
  photoId: string,
): Promise<ChooseOutcome> {
  const provider = deps.images ?? builtInImageProvider;
  let photo: PhotoCandidate;
  try {
    photo = await provider.getPhoto(photoId);
  } catch (error) {
    if (error instanceof ImageProviderError) return { ok: false, error };
    throw error;
  }
  const metadata = auditMetadata(c, "destination.picture.choose");
  const result = await runCatalogCommand(
    deps.store,
    {
      type: "ChooseDestinationPicture",
      kind: "destination",
      key: iata,
      picture: pictureOf(photo),
      chosenBy: String(metadata.actor),
    },
    metadata,
  );
  const changed = result.events.length > 0;
  if (changed) {
    await provider.registerDownload(photo).catch((error: unknown) => {
      deps.logger.warn("photo download not registered", {
        provider: provider.name,
        photoId,
        iata,
        error: error instanceof Error ? error.message : String(error),
      });
    });
  }
  return { ok: true, changed, photo };
}

export async function clearPhoto(deps: AdminDeps, c: AdminContext, iata: string): Promise<boolean> {
  const metadata = auditMetadata(c, "destination.picture.clear");
  const result = await runCatalogCommand(
    deps.store,
    { type: "ClearDestinationPicture", kind: "destination", key: iata, clearedBy: String(metadata.actor) },
    metadata,
  );
  return result.events.length > 0;
}
