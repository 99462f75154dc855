import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { SearchResponse } from "../../core/search/service.ts";
import { fill, plural, useLanguage } from "../i18n/dictionary.ts";

/** How long typing must pause before suggestions are fetched. */
export const SUGGEST_DEBOUNCE_MS = 250;
export const MAX_SUGGESTIONS = 8;
/** Fewer characters than this say too little to suggest anything. */
export const SUGGEST_MIN_CHARS = 2;

interface Suggestion {
  key: string;
  /** What the input gets when the suggestion is picked. */
  value: string;
  label: string;
  kind: string;
}

type Problem = "searchProblem" | "unexpectedError";

/** The answer of /api/search turned into at most MAX_SUGGESTIONS options. */
export function suggestionsOf(response: SearchResponse, t: ReturnType<typeof useLanguage>["t"]): Suggestion[] {
  if (response.action === "discovering" && response.destination) {
    const { iataCode, city, country } = response.destination;
    return [
      {
        key: `new-${iataCode}`,
        value: iataCode,
        label: fill(t.search.suggestions.newDestination, { code: iataCode, city, country }),
        kind: t.search.suggestions.types.airport,
      },
    ];
  }
  return response.results.slice(0, MAX_SUGGESTIONS).map((result) => ({
    key: result.url,
    value: result.label,
    label:
      result.type === "destination" || result.type === "country" ? result.label : `${result.label}, ${result.city}`,
    kind: t.search.suggestions.types[result.type],
  }));
}

interface DestinationComboboxProps {
  id: string;
  name: string;
  defaultValue: string;
  placeholder?: string;
  describedBy?: string;
  invalid?: boolean;
}

/**
 * The "to" field: a plain text input that, once the page is hydrated, suggests places as the
 * visitor types (ARIA 1.2 combobox with a listbox popup: arrows move, Enter picks, Escape
 * closes). Requests wait for a pause in typing and a newer one aborts the older.
 */
export function DestinationCombobox({
  id,
  name,
  defaultValue,
  placeholder,
  describedBy,
  invalid,
}: DestinationComboboxProps) {
  const { lang, t } = useLanguage();
  const listId = useId();
  const statusId = useId();
  // uncontrolled: what a visitor types before the page hydrates must survive hydration
  const input = useRef<HTMLInputElement>(null);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [query, setQuery] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  // the query to fetch, set by typing only (a picked suggestion must not fetch again)
  useEffect(() => {
    if (query === null) return;
    const text = query.trim();
    if (text.length < SUGGEST_MIN_CHARS) {
      controller.current?.abort();
      setSuggestions([]);
      setOpen(false);
      setLoading(false);
      return;
    }
    const timer = setTimeout(async () => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setLoading(true);
      setProblem(null);
      try {
        const params = new URLSearchParams({ q: text, lang, suggest: "true" });
        const response = await fetch(`/api/search?${params}`, {
          signal: current.signal,
          credentials: "same-origin",
          headers: { accept: "application/json" },
        });
        if (!response.ok) throw new SuggestError(response.status);
        const body = (await response.json()) as SearchResponse;
        if (current.signal.aborted) return;
        const next = suggestionsOf(body, t);
        setSuggestions(next);
        setActive(-1);
        setOpen(true);
      } catch (error) {
        if (current.signal.aborted || (error instanceof DOMException && error.name === "AbortError")) return;
        setSuggestions([]);
        setProblem(error instanceof SuggestError ? "searchProblem" : "unexpectedError");
        setOpen(true);
      } finally {
        if (controller.current === current) setLoading(false);
      }
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, lang, t]);

  useEffect(() => () => controller.current?.abort(), []);

  const pick = (suggestion: Suggestion) => {
    controller.current?.abort();
    setQuery(null);
    if (input.current) input.current.value = suggestion.value;
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open && count > 0) setOpen(true);
      setActive((index) => (count === 0 ? -1 : (index + 1) % count));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (!open && count > 0) setOpen(true);
      setActive((index) => (count === 0 ? -1 : index <= 0 ? count - 1 : index - 1));
    } else if (event.key === "Enter") {
      const chosen = open ? suggestions[active] : undefined;
      // Enter on a highlighted suggestion picks it; otherwise the form is submitted as typed
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      }
    } else if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  };

  const expanded = open && (suggestions.length > 0 || problem !== null);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const status = loading
    ? t.search.suggestions.loading
    : problem
      ? t.search.errors[problem]
      : open && query !== null && query.trim().length >= SUGGEST_MIN_CHARS
        ? suggestions.length > 0
          ? plural(lang, t.search.suggestions.count, suggestions.length)
          : t.search.suggestions.none
        : "";

  return (
    <div className="combobox">
      <input
        id={id}
        name={name}
        type="text"
        ref={input}
        defaultValue={defaultValue}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={[describedBy, statusId].filter(Boolean).join(" ") || undefined}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t.search.suggestions.label}
        className="combobox__list"
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          <div
            key={suggestion.key}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className="combobox__option"
            // mousedown, not click: the input keeps its focus and its blur does not close the list first
            onMouseDown={(event) => {
              event.preventDefault();
              pick(suggestion);
            }}
            onMouseMove={() => setActive(index)}
          >
            <span className="combobox__label">{suggestion.label}</span>
            <span className="combobox__kind">{suggestion.kind}</span>
          </div>
        ))}
        {problem && (
          <div role="presentation" className="combobox__problem">
            {t.search.errors[problem]}
          </div>
        )}
      </div>
      <p id={statusId} className="visually-hidden" aria-live="polite">
        {status}
      </p>
    </div>
  );
}

class SuggestError extends Error {
  constructor(readonly status: number) {
    super(`search answered ${status}`);
  }
}
