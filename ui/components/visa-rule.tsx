import type { VisaInfo } from "../../projections/queries/visa.ts";
import { isWebLink, visaRequirementType } from "../catalog.ts";
import { fill, formatDate, plural, useLanguage } from "../i18n/dictionary.ts";

export function VisaRequirementLabel({ type }: { type: string }) {
  const { t } = useLanguage();
  const kind = visaRequirementType(type);
  return <span className={`badge badge--visa badge--visa-${kind}`}>{t.visa.types[kind]}</span>;
}

/** The whole rule, as the visa page shows it. */
export function VisaDetails({ visa }: { visa: VisaInfo }) {
  const { lang, t } = useLanguage();
  return (
    <section className="panel visa-rule" data-testid="visa-requirement">
      {visa.needsReview && (
        <p className="notice notice--warning" data-testid="visa-needs-review" role="note">
          {t.visa.needsReview}
        </p>
      )}
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
          <dd>
            {visa.passportValidityDays !== null && (
              <span className="facts__line">{plural(lang, t.visa.passportValidity, visa.passportValidityDays)}</span>
            )}
            <span className="facts__line">{visa.passportRequirements}</span>
          </dd>
        </div>
        {visa.notes && (
          <div>
            <dt>{t.visa.notes}</dt>
            <dd>{visa.notes}</dd>
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
      {visa.lastVerified && (
        <p className="muted">
          <time dateTime={visa.lastVerified}>
            {fill(t.visa.lastVerified, { date: formatDate(lang, visa.lastVerified) })}
          </time>
        </p>
      )}
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

/** A short form for the destination page: requirement, stay and the review notice. */
export function VisaSummary({ visa }: { visa: VisaInfo | null }) {
  const { lang, t } = useLanguage();
  if (!visa) return <p data-testid="visa-summary">{t.visa.emptyTitle}</p>;
  return (
    <div className="visa-summary" data-testid="visa-summary">
      <p>
        <VisaRequirementLabel type={visa.requirementType} />
        {visa.stayDays !== null && (
          <span className="visa-summary__stay">{plural(lang, t.visa.stayDays, visa.stayDays)}</span>
        )}
      </p>
      {visa.needsReview && <p className="notice notice--warning">{t.visa.needsReview}</p>}
    </div>
  );
}
