import type { VisaInfo } from "../../projections/visa/queries.ts";
import { isWebLink, visaRequirementType } from "../catalog/catalog.ts";
import { type Dictionary, fill, formatDate, plural, useLanguage } from "../i18n/dictionary.ts";
import type { Language } from "../route-table.ts";

export function VisaRequirementLabel({ type }: { type: string }) {
  const { t } = useLanguage();
  const kind = visaRequirementType(type);
  return <span className={`badge badge--visa badge--visa-${kind}`}>{t.visa.types[kind]}</span>;
}

type HeadlineRule = Pick<VisaInfo, "requirementType" | "stayDays" | "idCardAccepted" | "ownCountry">;

/** The rule in one sentence: what the visitor came to learn, before any detail. */
export function visaHeadline(lang: Language, t: Dictionary, visa: HeadlineRule): string {
  const words = t.visa.headline;
  if (visa.ownCountry) return words.ownCountry;
  const kind = visaRequirementType(visa.requirementType);
  if (kind !== "visa_free") return words[kind];
  const free = visa.stayDays !== null ? plural(lang, words.visaFreeDays, visa.stayDays) : words.visaFree;
  return visa.idCardAccepted ? `${free} ${words.idCard}` : free;
}

/** "Verified on 25 November 2026", or a plain word that nobody has checked the rule yet. */
function Verification({ visa }: { visa: VisaInfo }) {
  const { lang, t } = useLanguage();
  if (!visa.lastVerified) {
    return (
      <p className="muted" data-testid="visa-unverified">
        {`${t.visa.unverified} ${t.visa.officialSource} `}
        <a href={visa.officialSource} target="_blank" rel="noopener noreferrer external">
          {new URL(visa.officialSource).hostname}
        </a>
      </p>
    );
  }
  return (
    <p className="muted" data-testid="visa-verified">
      <time dateTime={visa.lastVerified}>{fill(t.visa.verifiedOn, { date: formatDate(lang, visa.lastVerified) })}</time>
    </p>
  );
}

/** The whole rule, as the visa page shows it: the rule and its verification first, then the details. */
export function VisaDetails({ visa }: { visa: VisaInfo }) {
  const { lang, t } = useLanguage();
  return (
    <section className="panel visa-rule" data-testid="visa-requirement">
      <p className="lead" data-testid="visa-headline">
        <strong>{visaHeadline(lang, t, visa)}</strong>
      </p>
      <Verification visa={visa} />
      <dl className="facts">
        <div>
          <dt>{t.visa.requirement}</dt>
          <dd>
            <VisaRequirementLabel type={visa.requirementType} />
            {visa.manualOverride && (
              <span className="badge badge--override" data-testid="visa-manual-override">
                {t.visa.manualOverride}
              </span>
            )}
          </dd>
        </div>
        {visa.stayDays !== null && (
          <div>
            <dt>{t.visa.stay}</dt>
            <dd>{plural(lang, t.visa.stayDays, visa.stayDays)}</dd>
          </div>
        )}
        <div>
          <dt>{t.visa.passport}</dt>
          <dd>{visa.passportRequirements}</dd>
        </div>
        {visa.notes && (
          <div>
            <dt>{t.visa.notes}</dt>
            <dd data-testid="visa-notes">{visa.notes}</dd>
          </div>
        )}
        {visa.sources.length > 0 && (
          <div>
            <dt>{t.visa.sources}</dt>
            <dd>
              <ul className="plain-list">
                {visa.sources.map((source) =>
                  isWebLink(source) ? (
                    <li key={source}>
                      <a href={source} target="_blank" rel="noopener noreferrer external">
                        {new URL(source).hostname}
                      </a>
                    </li>
                  ) : (
                    <li key={source}>{source}</li>
                  ),
                )}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** Bulgaria's own page before any rule for it is recorded: going home needs no visa, whatever the data says. */
export function VisaOwnCountry() {
  const { t } = useLanguage();
  return (
    <section className="panel visa-rule" data-testid="visa-own-country">
      <p className="lead">
        <strong>{t.visa.headline.ownCountry}</strong>
      </p>
    </section>
  );
}

/** The empty state: no rule is known, so the visitor should ask the consulate. */
export function VisaEmpty({ country }: { country: string }) {
  const { t } = useLanguage();
  return (
    <section className="panel visa-empty" data-testid="visa-empty">
      <h2>{t.visa.emptyTitle}</h2>
      <p>{fill(t.visa.emptyText, { country })}</p>
    </section>
  );
}

/** A short form for the destination page: the rule in a sentence, its label and when it was verified. */
export function VisaSummary({ visa }: { visa: VisaInfo | null }) {
  const { lang, t } = useLanguage();
  if (!visa) return <p data-testid="visa-summary">{t.visa.emptyTitle}</p>;
  return (
    <div className="visa-summary" data-testid="visa-summary">
      <p>
        <VisaRequirementLabel type={visa.requirementType} />
        <span className="visa-summary__headline">{visaHeadline(lang, t, visa)}</span>
      </p>
      <Verification visa={visa} />
    </div>
  );
}
