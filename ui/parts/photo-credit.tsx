import { UNSPLASH_HOME, unsplashProfileUrl } from "../../core/images/credit.ts";
import { useLanguage } from "../i18n/dictionary.ts";

export interface PhotoCreditData {
  photographerName: string;
  photographerUsername: string;
}

/**
 * "Photo: <name> / Unsplash" under a chosen photo, both linked with our utm parameters, as
 * Unsplash's API guidelines ask (docs/decisions/0044). Nothing for our built-in drawings.
 */
export function PhotoCredit({ photo }: { photo: PhotoCreditData | null | undefined }) {
  const { lang } = useLanguage();
  if (!photo) return null;
  return (
    <p className="photo-credit" data-testid="photo-credit">
      {`${lang === "bg" ? "Снимка" : "Photo"}: `}
      <a href={unsplashProfileUrl(photo.photographerUsername)}>{photo.photographerName}</a>
      {" / "}
      <a href={UNSPLASH_HOME}>Unsplash</a>
    </p>
  );
}
