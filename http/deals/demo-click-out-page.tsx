import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { CspNonce, useCspNonce } from "../../ui/csp-nonce.ts";
import { fill } from "../../ui/i18n/dictionary.ts";
import { demoBg } from "../../ui/i18n/sections/demo.bg.ts";
import { demoEn } from "../../ui/i18n/sections/demo.en.ts";

/**
 * What /go/ shows instead of the booking site while the fares are simulated (issue 30, part 1):
 * the click is recorded as ever, but nobody is sent to book a fare this site made up. The real
 * search for the same route is there, plainly labelled as the provider's, below what we say.
 * A page of its own, server-rendered with an inline stylesheet: it has no scripts and no chrome.
 */
export interface DemoClickOutPage {
  lang: "bg" | "en";
  from: string;
  to: string;
  /** The provider's search for the same route and days, with our marker. */
  realSearchUrl: string;
  /** Where "back" goes: the page the click came from when it was ours, else the home page. */
  backPath: string;
}

const STYLE = `
:root { color-scheme: light dark; --bg: #f5f7fa; --surface: #fff; --text: #17212b; --muted: #556270;
  --accent: #0b63c5; --demo-bg: #fff4d6; --demo-text: #553800; --demo-border: #e9b949; }
@media (prefers-color-scheme: dark) { :root { --bg: #0f1419; --surface: #182029; --text: #e6ebf0;
  --muted: #9aa7b4; --accent: #5aa5f5; --demo-bg: #33270a; --demo-text: #ffe3a3; --demo-border: #8a6a1c; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); line-height: 1.5;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
main { max-width: 36rem; margin: 0 auto; padding: 2rem 1rem; }
.card { background: var(--surface); border: 1px solid var(--demo-border); border-radius: 0.75rem; padding: 1.5rem; }
.mark { display: inline-block; padding: 0.0625rem 0.375rem; border: 1px solid var(--demo-border); border-radius: 0.25rem;
  background: var(--demo-bg); color: var(--demo-text); font-size: 0.75rem; font-weight: 700; text-transform: uppercase; }
h1 { font-size: 1.5rem; line-height: 1.25; margin: 0.75rem 0; }
.route { font-size: 1.125rem; font-weight: 600; margin: 0 0 0.75rem; }
.back { display: inline-block; margin-top: 1.25rem; padding: 0.625rem 1rem; border-radius: 0.5rem;
  background: var(--accent); color: var(--bg); font-weight: 600; text-decoration: none; }
.real { margin-top: 1.5rem; padding-top: 1rem; border-top: 1px solid var(--demo-border); font-size: 0.9375rem; }
.real p { margin: 0.25rem 0 0; color: var(--muted); }
a { color: var(--accent); }
`;

function Page({ lang, from, to, realSearchUrl, backPath }: DemoClickOutPage) {
  const copy = (lang === "bg" ? demoBg : demoEn).clickOut;
  const mark = (lang === "bg" ? demoBg : demoEn).mark;
  const nonce = useCspNonce();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <link rel="icon" href="data:," />
        <title>{copy.title}</title>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant stylesheet */}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>
        <main>
          <div className="card" data-testid="demo-click-out">
            <span className="mark">{mark}</span>
            <h1>{copy.title}</h1>
            <p className="route">{fill(copy.route, { from, to })}</p>
            <p>{copy.text}</p>
            <a className="back" href={backPath}>
              {copy.back}
            </a>
            <div className="real">
              <a href={realSearchUrl} rel="nofollow sponsored noopener" data-testid="real-search">
                {copy.realSearch}
              </a>
              <p>{copy.realSearchNote}</p>
            </div>
          </div>
        </main>
      </body>
    </html>
  );
}

export function demoClickOutHtml(page: DemoClickOutPage, nonce: string): string {
  return `<!doctype html>${renderToString(createElement(CspNonce, { value: nonce }, createElement(Page, page)))}`;
}
