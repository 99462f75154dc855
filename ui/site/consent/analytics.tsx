import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { installAnalytics, trackPageView, updateAnalyticsConsent } from "../analytics.ts";
import { useConsent } from "./consent-context.tsx";

/**
 * Google Analytics for one measurement id (spec section 7): installed once the visitor's stored
 * choice is known (consent mode defaults from it), a consent update on every later change and a
 * page view on each path change. Root mounts it only with GA_MEASUREMENT_ID set and never on
 * admin paths; the helpers skip admin paths too, for a client-side move onto one.
 */
export function Analytics({ measurementId }: { measurementId: string }) {
  const { consent, ready } = useConsent();
  const { pathname, search } = useLocation();
  const [installed, setInstalled] = useState(false);
  const sentConsent = useRef<typeof consent | undefined>(undefined);

  useEffect(() => {
    if (!ready || installed) return;
    sentConsent.current = consent;
    setInstalled(installAnalytics(measurementId, consent));
  }, [ready, installed, measurementId, consent]);

  useEffect(() => {
    if (!installed || sentConsent.current === consent) return;
    sentConsent.current = consent;
    updateAnalyticsConsent(consent);
  }, [installed, consent]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one page view per path; a query change is not a new page
  useEffect(() => {
    if (installed) trackPageView(pathname + search);
  }, [installed, pathname]);

  return null;
}
