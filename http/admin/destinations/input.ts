import { z } from "zod";
import { blankAsUndefined, pageField } from "../shell/form-fields.ts";

export const destinationListQuerySchema = z.object({
  q: z.preprocess(blankAsUndefined, z.string().trim().max(100, "The search must be at most 100 characters").optional()),
  picture: z.preprocess(blankAsUndefined, z.enum(["photo", "builtin"], "Picture must be photo or builtin").optional()),
  page: pageField,
});
export type ListQuery = z.infer<typeof destinationListQuerySchema>;

export const photoIdSchema = z.object({
  photoId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Choose one of the photos"),
});
