/**
 * Deal notifications on this device (docs/decisions/0106): the alert form's "notify me on this
 * device", the control on a deal's page that stops them, and the preference centre's section.
 * Each renders nothing until it has run in a browser that can take notifications: a page without
 * JavaScript, or a browser without Web Push, shows what it always showed.
 */
import { type ReactNode, useEffect, useState } from "react";
import { BULGARIAN_AIRPORTS } from "../../core/constants.ts";
import { NEWSLETTER_MESSAGES } from "../../core/newsletter/messages.ts";
import { fill, useLanguage } from "../i18n/dictionary.ts";
import { formsCopy } from "../i18n/sections/forms.ts";
import {
  deviceView,
  type PushDeviceView,
  type PushResult,
  type PushWish,
  pushNeedsInstall,
  pushSupported,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from "./push-client.ts";

type Stage = "idle" | "working" | "on" | "off" | "denied" | "unsupported" | "failed";

type Support = "yes" | "no" | "install";

/** Whether this browser takes notifications (or would, installed): null until it has run, never while rendering. */
function useSupport(): Support | null {
  const [support, setSupport] = useState<Support | null>(null);
  useEffect(() => setSupport(pushSupported() ? "yes" : pushNeedsInstall() ? "install" : "no"), []);
  return support;
}

function StageNote({ stage, message }: { stage: Stage; message?: string | undefined }) {
  const { t } = useLanguage();
  const copy = t.push;
  const notes: Partial<Record<Stage, string>> = {
    on: copy.on,
    off: copy.turnedOff,
    denied: copy.denied,
    unsupported: copy.unsupported,
    failed: message ?? copy.failed,
  };
  const note = notes[stage];
  if (!note) return null;
  const tone = stage === "on" || stage === "off" ? "success" : "error";
  return (
    <p
      className={`form-alert form-alert--${tone} push-note`}
      role={tone === "error" ? "alert" : "status"}
      data-testid="push-note"
    >
      {note}
    </p>
  );
}

/** A button that says it is working, and cannot be pressed twice, while the browser subscribes. */
function StageButton(props: { stage: Stage; label: string; onClick: () => void; secondary?: boolean; testId: string }) {
  const { t } = useLanguage();
  const working = props.stage === "working";
  return (
    <button
      type="button"
      className={props.secondary ? "button button--secondary form-submit" : "button form-submit"}
      onClick={props.onClick}
      disabled={working}
      data-testid={props.testId}
    >
      {working ? t.push.working : props.label}
    </button>
  );
}

const stageOf = (result: PushResult): Stage => (result.ok ? "on" : result.reason);

/** A refusal in the page's language: the forms' own words for the API's English message, when they have them. */
export function refusalText(lang: "bg" | "en", result: PushResult): string | undefined {
  if (result.ok) return undefined;
  const errors = formsCopy(lang).errors;
  // over the forms' per-address limit (docs/decisions/0054)
  if (result.status === 429) return errors.tooManySubmissions;
  const key = Object.entries(NEWSLETTER_MESSAGES).find(([, text]) => text === result.message)?.[0];
  return key && key in errors ? errors[key as keyof typeof errors] : undefined;
}

/** Under the alert form: the same watch, as notifications on this device, with no address. */
export function AlertPushButton({
  fromAirport,
  destinationId,
  maxPriceBgn,
}: {
  fromAirport: string | null;
  destinationId: string | null;
  /** What the form's price field holds when the button is pressed, in BGN; null for any price. */
  maxPriceBgn: () => number | null;
}) {
  const { lang, t } = useLanguage();
  const copy = t.push;
  const support = useSupport();
  const [stage, setStage] = useState<Stage>("idle");
  const [message, setMessage] = useState<string>();
  const [dailyBest, setDailyBest] = useState(false);
  if (support === "install")
    return (
      <div className="push-offer" data-testid="push-offer">
        <p className="form-field__hint">{copy.install}</p>
      </div>
    );
  if (support !== "yes") return null;

  async function subscribe() {
    setStage("working");
    const wish: PushWish = {
      language: lang,
      alert: { fromAirport, destinationId, maxPriceBgn: maxPriceBgn() },
      ...(dailyBest && fromAirport ? { dailyBestFrom: fromAirport } : {}),
    };
    const result = await subscribeThisDevice(wish);
    setMessage(refusalText(lang, result));
    setStage(stageOf(result));
  }

  return (
    <div className="push-offer" data-testid="push-offer">
      <p className="push-offer__or">{copy.or}</p>
      {stage !== "on" && (
        <>
          {fromAirport && (
            <label className="form-check push-offer__daily">
              <input type="checkbox" checked={dailyBest} onChange={(event) => setDailyBest(event.target.checked)} />
              <span>{fill(copy.dailyBest, { airport: t.deals.origins[fromAirport] ?? fromAirport })}</span>
            </label>
          )}
          <StageButton stage={stage} label={copy.alertButton} onClick={subscribe} secondary testId="push-subscribe" />
          <p className="form-field__hint">{copy.alertHint}</p>
        </>
      )}
      <StageNote stage={stage} message={message} />
    </div>
  );
}

/** On a deal's page (where a notification opens): when this device takes notifications, the way to stop them. */
export function DevicePushControl() {
  const { t } = useLanguage();
  const copy = t.push;
  const support = useSupport();
  const [view, setView] = useState<PushDeviceView | null>(null);
  const [stage, setStage] = useState<Stage>("idle");
  useEffect(() => {
    if (support === "yes") deviceView().then(setView, () => setView(null));
  }, [support]);
  if (stage === "off") return <StageNote stage="off" />;
  if (!view?.subscribed) return null;
  return (
    <div className="push-device" data-testid="push-device">
      <p>{copy.deviceOn}</p>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={stage === "working"}
        onClick={async () => {
          setStage("working");
          await unsubscribeThisDevice().catch(() => {});
          setStage("off");
        }}
        data-testid="push-unsubscribe"
      >
        {copy.turnOff}
      </button>
    </div>
  );
}

/** The preference centre's section: this subscriber's alerts on this device, and the deal of the day. */
export function PushPreferences({ token }: { token: string }) {
  const { lang, t } = useLanguage();
  const copy = t.push;
  const support = useSupport();
  const [view, setView] = useState<PushDeviceView | null>(null);
  const [stage, setStage] = useState<Stage>("idle");
  const [message, setMessage] = useState<string>();
  const [dailyBest, setDailyBest] = useState("");
  useEffect(() => {
    if (support !== "yes") return;
    deviceView().then((found) => {
      setView(found);
      setDailyBest(found?.dailyBestFrom ?? "");
    });
  }, [support]);

  if (support === null) return null;
  let body: ReactNode;
  if (support !== "yes") {
    body = <p className="form-field__hint">{support === "install" ? copy.install : copy.unsupported}</p>;
  } else {
    const bound = view?.subscribed && view.bound;
    const save = async () => {
      setStage("working");
      const result = await subscribeThisDevice({ language: lang, token, dailyBestFrom: dailyBest || null });
      if (result.ok) setView(result.view);
      setMessage(refusalText(lang, result));
      setStage(stageOf(result));
    };
    body = (
      <>
        <p className="form-field__hint">{bound ? copy.centreBound : copy.centreIntro}</p>
        <div className="form-field">
          <label htmlFor="push-daily-best">{copy.dailyBestLabel}</label>
          <p className="form-field__hint" id="push-daily-best-hint">
            {copy.dailyBestHint}
          </p>
          <select
            id="push-daily-best"
            value={dailyBest}
            aria-describedby="push-daily-best-hint"
            onChange={(event) => setDailyBest(event.target.value)}
          >
            <option value="">{copy.dailyBestNone}</option>
            {BULGARIAN_AIRPORTS.map((code) => (
              <option key={code} value={code}>
                {fill(copy.dailyBestFrom, { airport: t.deals.origins[code] ?? code })}
              </option>
            ))}
          </select>
        </div>
        <div className="push-actions">
          <StageButton
            stage={stage}
            label={bound ? copy.save : copy.centreOn}
            onClick={save}
            testId="push-preferences-save"
          />
          {view?.subscribed && (
            <button
              type="button"
              className="button button--secondary form-submit"
              onClick={async () => {
                await unsubscribeThisDevice().catch(() => {});
                setView(null);
                setStage("off");
              }}
            >
              {copy.turnOff}
            </button>
          )}
        </div>
        <StageNote stage={stage} message={message} />
      </>
    );
  }
  return (
    <section className="form-card" aria-labelledby="push-title" data-testid="push-preferences">
      <h2 id="push-title">{copy.centreTitle}</h2>
      {body}
    </section>
  );
}
