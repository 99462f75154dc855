import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link, useLocation, useMatches, useNavigate } from "react-router";
import type { Alternates } from "../catalog/catalog.ts";
import { fetchCmsPages, languagePairs, pairedPath } from "../cms/cms-routes.ts";
import { useLanguage } from "../i18n/dictionary.ts";
import { LANGUAGE_SWITCH_COPY } from "../i18n/language-names.ts";
import { type Language, switchLanguagePath } from "../route-table.ts";
import { leafAlternates } from "./alternates.ts";
import { savePreferences } from "./preferences.ts";

type MappingStatus = "loading" | "ready" | "error";
interface Mapping {
  status: MappingStatus;
  pairs: Alternates[];
}

// One load per page session, shared by every switch; "error" counts as ready with no mapping.
let mapping: Mapping = { status: "loading", pairs: [] };
let started = false;
const listeners = new Set<() => void>();
const serverMapping: Mapping = { status: "loading", pairs: [] };

function loadMapping() {
  if (started) return;
  started = true;
  fetchCmsPages()
    .then((pages) => {
      mapping = { status: "ready", pairs: languagePairs(pages) };
    })
    .catch((error: unknown) => {
      console.warn(error instanceof Error ? error.message : error);
      mapping = { status: "error", pairs: [] };
    })
    .finally(() => {
      for (const listener of listeners) listener();
    });
}

function useSlugMapping(): Mapping {
  useEffect(loadMapping, []);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => mapping,
    () => serverMapping,
  );
}

/**
 * Where the switch leads, in the spec's order: the CMS pairs (home, static pages, concrete
 * destination, sight and country pages), then the page's own alternates from its loader, then
 * the route table, else the other language's home. Query and hash are kept.
 */
export function switchTarget(
  current: string,
  target: Language,
  pairs: readonly Alternates[],
  alternates: Alternates | null,
) {
  const cut = current.search(/[?#]/);
  const pathname = cut === -1 ? current : current.slice(0, cut);
  const suffix = cut === -1 ? "" : current.slice(cut);
  const paired = pairedPath(pairs, pathname, target);
  if (paired) return paired + suffix;
  if (alternates) return alternates[target] + suffix;
  return switchLanguagePath(current, target);
}

/** The language switch: a plain link for crawlers and no-JS, queued while the slug mapping loads. */
export function LanguageSwitch() {
  const { lang } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const alternates = leafAlternates(useMatches());
  const { status, pairs } = useSlugMapping();
  // The server never sees the hash, so it joins the link only after hydration.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const queued = useRef(false);
  const target: Language = lang === "bg" ? "en" : "bg";
  const current = location.pathname + location.search + (hydrated ? location.hash : "");
  const to = switchTarget(current, target, pairs, alternates);

  useEffect(() => {
    if (!queued.current || status === "loading") return;
    queued.current = false;
    navigate(to);
  }, [status, to, navigate]);

  const copy = LANGUAGE_SWITCH_COPY[target];
  return (
    <Link
      className="language-switch"
      to={to}
      hrefLang={target}
      lang={target}
      aria-label={copy.switchToLanguage}
      aria-busy={queued.current || undefined}
      data-mapping={status}
      onClick={(event) => {
        savePreferences({ language: target });
        if (status !== "loading") return;
        event.preventDefault();
        queued.current = true;
      }}
    >
      {copy.languageName}
    </Link>
  );
}
