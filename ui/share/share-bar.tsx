import { useEffect, useId, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { absoluteUrl, type ShareNetworkEntry, shareUrl } from "../../core/share/networks.ts";
import { fill, useLanguage } from "../i18n/dictionary.ts";
import { trackEvent } from "../site/analytics.ts";
import { reportNetworkProblem, retryWhenOnline } from "../site/network.ts";
import { useToast } from "../site/toast/toast.tsx";
import { fetchShareNetworks } from "./share-networks.ts";

/** What ShareBar reads from the root loader: the public address and the networks known at render time. */
interface RootShareData {
  publicUrl?: string;
  shareNetworks?: readonly ShareNetworkEntry[];
}

/** Network failures are tried again (when the browser is back online) at most this often. */
const MAX_ATTEMPTS = 3;

/**
 * Share links for a page (spec sections 2 and 8): one per active network, server-rendered so
 * they work without JavaScript, the page's (short) link to select or copy, and the device's own
 * share sheet where the browser has one. The network list comes from the root loader and is
 * refreshed once from GET /api/share/networks after hydration.
 */
export function ShareBar({ path, text, short = false }: { path: string; text: string; short?: boolean }) {
  const { t } = useLanguage();
  const copy = t.ux.share;
  const { toast } = useToast();
  const root = useRouteLoaderData("root") as RootShareData | undefined;
  const url = absoluteUrl(root?.publicUrl ?? "", path);
  const headingId = useId();
  const linkId = useId();
  const [networks, setNetworks] = useState<readonly ShareNetworkEntry[] | null>(root?.shareNetworks ?? null);
  const [failed, setFailed] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [canShare, setCanShare] = useState(false);

  useEffect(() => {
    setHydrated(true);
    setCanShare(typeof navigator.share === "function");
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    let attempts = 0;
    let cancelRetry = () => {};
    const load = async () => {
      attempts += 1;
      try {
        setNetworks(await fetchShareNetworks(controller.signal));
        setFailed(false);
      } catch (error) {
        if (controller.signal.aborted) return;
        setFailed(true);
        if (reportNetworkProblem(error) && attempts < MAX_ATTEMPTS) cancelRetry = retryWhenOnline(load);
      }
    };
    void load();
    return () => {
      controller.abort();
      cancelRetry();
    };
  }, []);

  const copyLink = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error("no clipboard");
      await navigator.clipboard.writeText(url);
      toast({ description: copy.copied, variant: "success" });
      trackEvent("share", "copy_link");
    } catch {
      toast({ description: copy.copyFailed, variant: "error" });
    }
  };

  const shareFromDevice = async () => {
    try {
      await navigator.share({ title: text, text, url });
      trackEvent("share", "device");
    } catch (error) {
      // the visitor closed the share sheet: nothing went wrong
      if ((error as { name?: string } | null)?.name === "AbortError") return;
      toast({ description: copy.deviceFailed, variant: "error" });
    }
  };

  return (
    <section className="share-bar" aria-labelledby={headingId} data-testid="share-bar">
      <h2 id={headingId} className="share-bar__heading">
        {copy.heading}
      </h2>
      {networks !== null && networks.length === 0 && (
        <p className="share-bar__note" data-testid="share-no-networks">
          {copy.noNetworks}
        </p>
      )}
      {networks !== null && networks.length > 0 && (
        <ul className="share-bar__networks">
          {networks.map(({ network, label }) => (
            <li key={network}>
              <a
                className={`share-link share-link--${network}`}
                href={shareUrl(network, url, text)}
                target="_blank"
                rel="noopener noreferrer"
                data-network={network}
                aria-label={`${fill(copy.shareOn, { network: label })} ${copy.newTab}`}
                onClick={() => trackEvent("share", network)}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p className="share-bar__note" role="status" data-testid="share-networks-failed">
          {copy.networksFailed}
        </p>
      )}
      <div className="share-bar__link">
        <label htmlFor={linkId}>{short ? copy.shortLinkLabel : copy.linkLabel}</label>
        <input
          id={linkId}
          type="url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="share-url"
        />
        {hydrated && (
          <button type="button" className="button button--secondary button--small" onClick={copyLink}>
            {short ? copy.copyShortLink : copy.copyLink}
          </button>
        )}
        {canShare && (
          <button type="button" className="button button--secondary button--small" onClick={shareFromDevice}>
            {copy.device}
          </button>
        )}
      </div>
    </section>
  );
}
