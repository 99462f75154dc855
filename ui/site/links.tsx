import { Link } from "react-router";
import { DEFAULTS } from "../../core/constants.ts";
import { withCmsSeo } from "../cms/screen-seo.ts";
import { fill, useLanguage } from "../i18n/dictionary.ts";
import { type legalBg, legalCopy } from "../i18n/sections/legal.ts";
import { LEGAL_PAGES } from "../legal/pages.ts";
import { pathFor } from "../route-table.ts";
import type { Route } from "./+types/links";
import { sharedPageHeaders } from "./cache-headers.ts";
import { metaCopy, pageMeta } from "./meta.ts";

export const headers: Route.HeadersFunction = sharedPageHeaders;

type HubItem = keyof (typeof legalBg)["linkHub"]["items"];
type HubGroup = keyof (typeof legalBg)["linkHub"]["groups"];

/** The link hub's groups in order; every target is a screen of the route table. */
const GROUPS: readonly { group: HubGroup; items: readonly HubItem[] }[] = [
  { group: "deals", items: ["bestDeals", "weekendDeals", "lastMinuteDeals", "christmasDeals"] },
  { group: "explore", items: ["destinations", "airlines"] },
  { group: "airports", items: ["airportSofia", "airportVarna", "airportBurgas", "airportPlovdiv"] },
  { group: "keepInTouch", items: ["newsletter", "contactCustomers"] },
];

// the editor's SEO for this address, when there is one, wins (ui/cms/screen-seo.ts)
export const meta: Route.MetaFunction = withCmsSeo(screenMeta);

function screenMeta({ location }: Route.MetaArgs) {
  const { lang } = metaCopy(location);
  const legal = legalCopy(lang);
  return pageMeta(legal.linkHub.metaTitle, legal.linkHub.metaDescription);
}

/** The page a social-network bio links to: big, thumb-sized links, one column on every screen. */
export default function Links() {
  const { lang } = useLanguage();
  const legal = legalCopy(lang);
  const copy = legal.linkHub;
  const values = { days: DEFAULTS.lastMinuteMaxDepartureDays };
  return (
    <div className="container link-hub" data-testid="link-hub">
      <header className="link-hub__head">
        <h1>{copy.title}</h1>
        <p className="muted">{copy.intro}</p>
      </header>
      {GROUPS.map(({ group, items }) => (
        <section key={group} className="link-hub__group" aria-labelledby={`links-${group}`}>
          <h2 id={`links-${group}`}>{copy.groups[group]}</h2>
          <ul className="link-hub__list">
            {items.map((item) => (
              <li key={item}>
                <Link className="link-hub__link" to={pathFor(item, lang)}>
                  <span className="link-hub__label">{copy.items[item].label}</span>
                  <span className="link-hub__hint">{fill(copy.items[item].hint, values)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <nav className="link-hub__more" aria-label={copy.more}>
        <ul className="chip-list">
          <li>
            <Link to={pathFor("contactPartners", lang)}>{copy.partners}</Link>
          </li>
          {LEGAL_PAGES.map((page) => (
            <li key={page}>
              <Link to={pathFor(page, lang)}>{legal.pages[page]}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
