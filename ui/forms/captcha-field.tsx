import { useEffect, useRef, useState } from "react";
import type { CaptchaChallenge } from "../../core/captcha/captcha.ts";
import { useLanguage } from "../i18n/dictionary.ts";
import { formsCopy } from "../i18n/sections/forms.ts";
import { FieldError } from "./fields.tsx";
import type { FieldErrors } from "./form-state.ts";

const FIELD = "captchaToken";
const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

/**
 * The built-in captcha: the checkbox itself carries the server-signed token as its value, so
 * ticking it is what sends the token, with JavaScript or without. With JavaScript, ticking
 * also fetches a fresh token, so a page left open longer than a token lives still works.
 */
function LocalCaptcha({ token: pageToken, errors }: { token: string; errors: FieldErrors }) {
  const { lang } = useLanguage();
  const forms = formsCopy(lang);
  const [token, setToken] = useState(pageToken);
  // a revalidated page (after a refused submission) brings a new token
  useEffect(() => setToken(pageToken), [pageToken]);
  const invalid = Boolean(errors[FIELD]);

  async function refresh(checked: boolean) {
    if (!checked) return;
    try {
      const response = await fetch("/api/captcha/challenge", { cache: "no-store" });
      const body = (await response.json()) as { data?: CaptchaChallenge };
      if (body.data?.kind === "local") setToken(body.data.token);
    } catch {
      // the page's own token is still there; the server says if it has expired
    }
  }

  return (
    <div className={`form-check form-captcha${invalid ? " form-field--invalid" : ""}`}>
      <input
        type="checkbox"
        id={FIELD}
        name={FIELD}
        value={token}
        onChange={(event) => refresh(event.currentTarget.checked)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${FIELD}-error` : undefined}
        data-testid="captcha-checkbox"
      />
      <label htmlFor={FIELD}>{forms.captcha.label}</label>
      <FieldError name={FIELD} errors={errors} />
    </div>
  );
}

declare global {
  interface Window {
    turnstile?: {
      render(element: HTMLElement, options: Record<string, unknown>): string | undefined;
      remove(widgetId: string): void;
    };
  }
}

let turnstileScript: Promise<void> | null = null;
function loadTurnstile(): Promise<void> {
  turnstileScript ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      turnstileScript = null;
      reject(new Error("Turnstile could not be loaded"));
    };
    document.head.append(script);
  });
  return turnstileScript;
}

/** Cloudflare's widget, rendered explicitly so it also appears after a client-side navigation. */
function TurnstileWidget({ siteKey, errors }: { siteKey: string; errors: FieldErrors }) {
  const { lang } = useLanguage();
  const forms = formsCopy(lang);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let widgetId: string | undefined;
    let cancelled = false;
    loadTurnstile()
      .then(() => {
        if (cancelled || !container.current) return;
        widgetId = window.turnstile?.render(container.current, {
          sitekey: siteKey,
          language: lang,
          // the widget's hidden input gets the same name as the built-in checkbox
          "response-field-name": FIELD,
        });
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, lang]);
  return (
    <div className={`form-field form-captcha${errors[FIELD] ? " form-field--invalid" : ""}`} id={FIELD}>
      <div ref={container} />
      <noscript>
        <p className="form-field__hint">{forms.captcha.turnstileNoScript}</p>
      </noscript>
      <FieldError name={FIELD} errors={errors} />
    </div>
  );
}

export function CaptchaField({ challenge, errors }: { challenge: CaptchaChallenge; errors: FieldErrors }) {
  return challenge.kind === "local" ? (
    <LocalCaptcha token={challenge.token} errors={errors} />
  ) : (
    <TurnstileWidget siteKey={challenge.siteKey} errors={errors} />
  );
}
