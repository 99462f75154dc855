import { type Decider, DomainError } from "../eventstore/decider.ts";
import {
  isMediaId,
  MEDIA_CONTENT_TYPES,
  MEDIA_VARIANT_WIDTHS,
  type MediaAssetUploadedData,
  type MediaEvent,
  type MediaVariant,
} from "./events.ts";
import { altTextProblem, dimensionsProblem, MEDIA_LIMITS, MEDIA_MESSAGES } from "./limits.ts";

export type MediaCommand =
  | ({ type: "UploadMediaAsset" } & MediaAssetUploadedData)
  | { type: "ChangeMediaAltText"; mediaId: string; altBg: string; altEn: string; by: string; at: string }
  | { type: "DeleteMediaAsset"; mediaId: string; by: string; at: string };

export interface MediaState {
  status: "none" | "active" | "deleted";
  altBg: string;
  altEn: string;
  /** Storage keys of the original and its variants: what a delete removes. */
  keys: string[];
}

const refuse = (code: string, message: string, status: 400 | 404 | 409 | 422 = 400) =>
  new DomainError(code, message, status);

function checkedAltTexts(command: { altBg: string; altEn: string }): { altBg: string; altEn: string } {
  const problem =
    altTextProblem(command.altBg, MEDIA_MESSAGES.altBg) ?? altTextProblem(command.altEn, MEDIA_MESSAGES.altEn);
  if (problem) throw refuse("invalid_alt_text", problem);
  return { altBg: command.altBg.trim(), altEn: command.altEn.trim() };
}

function checkUpload(command: Extract<MediaCommand, { type: "UploadMediaAsset" }>): void {
  if (!MEDIA_CONTENT_TYPES.includes(command.contentType))
    throw refuse("unsupported_media_type", MEDIA_MESSAGES.notAPicture, 422);
  if (command.fileName.length === 0 || command.fileName.length > MEDIA_LIMITS.fileNameMax)
    throw refuse("invalid_file_name", "The file name must be 1-200 characters");
  if (!Number.isInteger(command.bytes) || command.bytes <= 0 || command.bytes > MEDIA_LIMITS.maxBytes)
    throw refuse("invalid_size", MEDIA_MESSAGES.tooLarge, 422);
  const dimensions = dimensionsProblem(command.width, command.height);
  if (dimensions) throw refuse("invalid_dimensions", dimensions, 422);
  for (const variant of command.variants) {
    if (!MEDIA_VARIANT_WIDTHS.includes(variant.width) || variant.width > command.width)
      throw refuse("invalid_variant", `A variant ${variant.width} pixels wide cannot be made of this picture`);
  }
  if (new Set(command.variants.map((variant) => variant.width)).size !== command.variants.length)
    throw refuse("invalid_variant", "Each variant width may appear once");
}

const keysOf = (data: { originalKey: string; variants: MediaVariant[] }) => [
  data.originalKey,
  ...data.variants.map((variant) => variant.key),
];

/** A picture's life: uploaded once under a fresh id, its alt texts changed, deleted for good. */
export const mediaDecider: Decider<MediaCommand, MediaEvent, MediaState> = {
  initialState: () => ({ status: "none", altBg: "", altEn: "", keys: [] }),

  evolve(state, event) {
    switch (event.type) {
      case "MediaAssetUploaded":
        return { status: "active", altBg: event.data.altBg, altEn: event.data.altEn, keys: keysOf(event.data) };
      case "MediaAltTextChanged":
        return { ...state, altBg: event.data.altBg, altEn: event.data.altEn };
      case "MediaAssetDeleted":
        return { ...state, status: "deleted" };
    }
  },

  decide(command, state) {
    if (!isMediaId(command.mediaId)) throw refuse("invalid_media_id", "mediaId must be a UUID");
    const mediaId = command.mediaId.toLowerCase();
    const { by, at } = command;
    switch (command.type) {
      case "UploadMediaAsset": {
        if (state.status !== "none") throw refuse("media_exists", `A picture with the id ${mediaId} exists`, 409);
        checkUpload(command);
        const { type: _type, mediaId: _id, altBg: _bg, altEn: _en, by: _by, at: _at, ...stored } = command;
        return [{ type: "MediaAssetUploaded", data: { mediaId, ...stored, ...checkedAltTexts(command), by, at } }];
      }
      case "ChangeMediaAltText": {
        if (state.status !== "active") throw refuse("media_not_found", "No such picture", 404);
        const texts = checkedAltTexts(command);
        if (texts.altBg === state.altBg && texts.altEn === state.altEn) return [];
        return [{ type: "MediaAltTextChanged", data: { mediaId, ...texts, by, at } }];
      }
      case "DeleteMediaAsset":
        if (state.status === "none") throw refuse("media_not_found", "No such picture", 404);
        if (state.status === "deleted") return [];
        return [{ type: "MediaAssetDeleted", data: { mediaId, by, at } }];
    }
  },
};
