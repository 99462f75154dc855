import { type ReactNode, useRef } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  NavLink,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { BGN_PER_EUR, BROWSER_STORAGE_KEYS, PRODUCT_KEY } from "../core/constants.ts";
import { fareModeOr } from "../core/pricing/fare-mode.ts";
import { loadSettingsFromDb } from "../core/settings/service.ts";
import { shareNetworkEntries } from "../projections/social/queries.ts";
import type { Route } from "./+types/root";
import { screenCanonical } from "./cms/screen-seo.ts";
import { useCspNonce } from "./csp-nonce.ts";
import { BadgeHintDescriptions } from "./deals/deal-badges.tsx";
import { DemoNotice } from "./demo/demo-notice.tsx";
import { DEMO_NOTICE_SCRIPT, FareModeContext, useFareMode } from "./demo/fare-mode.ts";
import { fill, formatNumber, LanguageProvider, useDictionaryLoaded, useLanguage } from "./i18n/dictionary.ts";
import { isAdminPath, languageOfPath, pathFor } from "./route-table.ts";
import { hreflangPaths, leafAlternates } from "./site/alternates.ts";
import { iconSvg } from "./site/app-icon.ts";
import { Analytics } from "./site/consent/analytics.tsx";
import { ConsentProvider } from "./site/consent/consent-context.tsx";
import { CONSENT_DOCK_ID, CookieConsent } from "./site/consent/cookie-banner.tsx";
import { LanguageSwitch } from "./site/language-switch.tsx";
import { NetworkNotices } from "./site/network.ts";
import { SmoothScroll } from "./site/smooth-scroll.tsx";
import { ToastProvider } from "./site/toast/toast.tsx";
import siteStylesheet from "./site.css?url";
import { ZOD_JITLESS_SCRIPT } from "./zod-jitless.ts";

const THEME_STORAGE_KEY = BROWSER_STORAGE_KEYS.theme;
const THEME_EVENT = `${PRODUCT_KEY}:theme`;
const THEMES = ["system", "light", "dark"] as const;

// Runs in <head> before first paint so a dark page never flashes light. It records the
// choice in data-theme (which picks the toggle's label) and the result as a class.
const THEME_SCRIPT = `(() => {
  const key = ${JSON.stringify(THEME_STORAGE_KEY)}, root = document.documentElement;
  const dark = matchMedia("(prefers-color-scheme: dark)");
  const apply = () => {
    let choice = null;
    try { choice = localStorage.getItem(key); } catch {}
    if (choice !== "light" && choice !== "dark") choice = "system";
    const isDark = choice === "dark" || (choice === "system" && dark.matches);
    root.dataset.theme = choice;
    root.classList.toggle("dark", isDark);
    root.classList.toggle("light", !isDark);
  };
  apply();
  dark.addEventListener("change", apply);
  addEventListener(${JSON.stringify(THEME_EVENT)}, apply);
  addEventListener("storage", (event) => { if (event.key === key) apply(); });
})();`;

// Inline so browsers do not ask the server for /favicon.ico and get the not-found page.
const FAVICON = `data:image/svg+xml,${encodeURIComponent(iconSvg("rounded"))}`;

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: FAVICON },
  // installable: an iPhone takes notifications only from a site added to its home screen
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

// Path normalisation (double and trailing slashes) is the Hono app's job, before React Router.
export async function loader({ context }: Route.LoaderArgs) {
  return {
    publicUrl: context.publicUrl.replace(/\/+$/, ""),
    /** GA_MEASUREMENT_ID; null: no analytics tag at all. */
    analyticsId: context.analyticsId ?? null,
    /** Share networks for server-rendered share links; the share bar refreshes them itself. */
    shareNetworks: await shareNetworkEntries(context.db),
    /** Which currency prices show first, euro or lev: the `currency` setting (docs/decisions/0045). */
    priceFirst: (await loadSettingsFromDb(context.db)).settings.currency,
    /** Whether the fares are real or simulated for demonstration (FARE_SOURCE). */
    fareMode: fareModeOr(context.fareMode),
  };
}

// The public URL and the analytics id never change while the app runs.
export function shouldRevalidate() {
  return false;
}

function cycleTheme() {
  const current = document.documentElement.dataset.theme;
  const next = THEMES[(THEMES.indexOf(current as (typeof THEMES)[number]) + 1) % THEMES.length] ?? "system";
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Storage blocked (private mode): the choice cannot be remembered, nothing else to do.
  }
  window.dispatchEvent(new Event(THEME_EVENT));
}

/** All three labels are rendered; CSS shows the one matching html[data-theme], so SSR needs no guess. */
function ThemeToggle() {
  const { t } = useLanguage();
  return (
    <button type="button" className="theme-toggle" title={t.theme.hint} onClick={cycleTheme}>
      <svg className="theme-toggle__icon" aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 4a8 8 0 0 1 0 16Z" fill="currentColor" />
      </svg>
      {THEMES.map((theme) => (
        <span key={theme} className={`theme-label theme-label--${theme} visually-hidden`}>
          {t.theme[theme]}
        </span>
      ))}
    </button>
  );
}

/** The listings travellers come for, one tap from every page (and from the phone menu). */
const HEADER_LINKS = [
  ["bestDeals", "best"],
  ["weekendDeals", "weekend"],
  ["lastMinuteDeals", "lastMinute"],
  ["christmasDeals", "christmas"],
  ["destinations", "destinations"],
  ["search", "search"],
] as const;

function HeaderLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { lang, t } = useLanguage();
  return (
    <>
      {HEADER_LINKS.map(([screen, label]) => (
        <NavLink key={screen} to={pathFor(screen, lang)} onClick={onNavigate}>
          {t.nav[label]}
        </NavLink>
      ))}
    </>
  );
}

/** A details element: the menu opens without JavaScript; after hydration a chosen link closes it. */
function PhoneMenu() {
  const { t } = useLanguage();
  const menu = useRef<HTMLDetailsElement>(null);
  const close = () => menu.current?.removeAttribute("open");
  return (
    <details className="site-menu" ref={menu}>
      <summary className="site-menu__button">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="site-menu__label">{t.nav.menu}</span>
      </summary>
      <div className="site-menu__panel">
        <nav className="site-menu__links" aria-label={t.nav.main}>
          <HeaderLinks onNavigate={close} />
        </nav>
      </div>
    </details>
  );
}

function SiteHeader() {
  const { lang, t } = useLanguage();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link className="brand" to={pathFor("home", lang)} aria-label={`${PRODUCT_KEY}, ${t.nav.home}`}>
          {PRODUCT_KEY}
        </Link>
        <nav className="site-nav" aria-label={t.nav.main}>
          <HeaderLinks />
        </nav>
        <nav className="site-tools" aria-label={t.nav.tools}>
          <LanguageSwitch />
          <ThemeToggle />
        </nav>
        <PhoneMenu />
      </div>
    </header>
  );
}

const FOOTER_LINKS = [
  "newsletter",
  "contactCustomers",
  "contactPartners",
  "links",
  "imprint",
  "privacy",
  "cookiePolicy",
  "terms",
] as const;

function SiteFooter() {
  const { lang, t } = useLanguage();
  const fareMode = useFareMode();
  return (
    <footer className="site-footer">
      <div className="container">
        <nav className="footer-links" aria-label={t.footer.linksLabel}>
          <ul>
            {FOOTER_LINKS.map((key) => (
              <li key={key}>
                <Link to={pathFor(key, lang)}>{t.footer.links[key]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>{fill(t.footer.currencyNote, { rate: formatNumber(lang, BGN_PER_EUR, 5) })}</p>
        <p>{t.demo.source[fareMode]}</p>
      </div>
      <div id={CONSENT_DOCK_ID} className="consent-dock" />
    </footer>
  );
}

const OG_LOCALES = { bg: "bg_BG", en: "en_GB" } as const;

/** Canonical, hreflang and the Open Graph facts every page shares (titles come from each route's meta). */
function AlternateLinks({ pathname }: { pathname: string }) {
  const publicUrl = useRouteLoaderData<typeof loader>("root")?.publicUrl ?? "";
  const matches = useMatches();
  const alternates = hreflangPaths(pathname, leafAlternates(matches));
  const lang = languageOfPath(pathname);
  // an editor's canonical for this address (ui/cms/screen-seo.ts) names the page's one true address
  const editorCanonical = screenCanonical(matches);
  const canonical = editorCanonical
    ? editorCanonical.startsWith("/")
      ? publicUrl + editorCanonical
      : editorCanonical
    : alternates && publicUrl + alternates[lang];
  const siteFacts = (
    <>
      <meta property="og:site_name" content={PRODUCT_KEY} />
      <meta property="og:locale" content={OG_LOCALES[lang]} />
      <meta property="og:locale:alternate" content={OG_LOCALES[lang === "bg" ? "en" : "bg"]} />
    </>
  );
  if (!alternates || !canonical) return siteFacts;
  return (
    <>
      {siteFacts}
      <meta property="og:url" content={canonical} />
      <link rel="canonical" href={canonical} />
      <link rel="alternate" hrefLang="bg" href={publicUrl + alternates.bg} />
      <link rel="alternate" hrefLang="en" href={publicUrl + alternates.en} />
      <link rel="alternate" hrefLang="x-default" href={publicUrl + alternates.bg} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const lang = languageOfPath(pathname);
  // first of all: a move to the other language waits here, old page showing, for its dictionary
  const t = useDictionaryLoaded(lang);
  // admin paths: no cookie banner, no analytics (spec section 2)
  const admin = isAdminPath(pathname);
  const rootData = useRouteLoaderData<typeof loader>("root");
  const analyticsId = rootData?.analyticsId;
  const demo = rootData?.fareMode === "demo" && !admin;
  const nonce = useCspNonce();
  return (
    // The theme script sets class and data-theme before hydration; React must leave them be.
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* the nonce lets it run under the CSP; the browser has none to hydrate with (docs/decisions/0053) */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string of our own, no user input */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        {/* before the route modules build their schemas: zod must not probe for eval (ui/zod-jitless.ts) */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string of our own, no user input */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
        {demo && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string of our own, no user input
          <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: DEMO_NOTICE_SCRIPT }} />
        )}
        {/* precedence makes React hoist it above the script preloads it would otherwise wait behind:
            the one render-blocking request of the page (docs/decisions/0060) */}
        <link rel="stylesheet" href={siteStylesheet} precedence="default" />
        <Meta />
        <Links />
        <AlternateLinks pathname={pathname} />
      </head>
      <body>
        <LanguageProvider lang={lang} priceFirst={rootData?.priceFirst}>
          <FareModeContext.Provider value={fareModeOr(rootData?.fareMode)}>
            <ToastProvider>
              <ConsentProvider>
                <a className="skip-link" href="#main">
                  {t.nav.skipToContent}
                </a>
                {!admin && <CookieConsent />}
                {demo && <DemoNotice />}
                <SiteHeader />
                <main id="main">{children}</main>
                <SiteFooter />
                {!admin && <BadgeHintDescriptions />}
                {!admin && analyticsId && <Analytics measurementId={analyticsId} />}
                <NetworkNotices />
              </ConsentProvider>
            </ToastProvider>
          </FareModeContext.Provider>
        </LanguageProvider>
        {/* before ScrollRestoration: it makes that component's scroll to the top smooth */}
        <SmoothScroll />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { lang, t } = useLanguage();
  const { pathname, search } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const copy = notFound ? t.notFound : t.error;
  // Details only while developing; visitors never see stack traces.
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <section className="container message-page" data-testid={notFound ? "not-found" : "error"}>
      <title>{`${copy.metaTitle} | ${PRODUCT_KEY}`}</title>
      <h1>{copy.title}</h1>
      <p>{copy.text}</p>
      <p>
        {notFound ? (
          <Link className="button" to={pathFor("home", lang)}>
            {t.notFound.backHome}
          </Link>
        ) : (
          <a className="button" href={pathname + search}>
            {t.error.retry}
          </a>
        )}
      </p>
      {details && <pre className="error-details">{details}</pre>}
    </section>
  );
}
