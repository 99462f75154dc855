import { Link } from "react-router";
import { addMonths, monthWeeks } from "../../core/deals/month-grid.ts";
import { TRIP_LENGTHS, type TripLength } from "../../core/deals/trip-length.ts";
import { showPrice } from "../../core/pricing/display.ts";
import type { CalendarDay, RouteCalendar } from "../../projections/pricing/route-calendar.ts";
import { fill, formatDate, formatMonth, formatMonthName, useLanguage } from "../i18n/dictionary.ts";
import { pathFor } from "../route-table.ts";

/** What the calendar shows, as its links carry it: the departure airport, the trip length, the month. */
export interface CalendarChoice {
  from: string;
  nights: TripLength;
  month: string;
}

export const CALENDAR_ANCHOR = "price-calendar";

/** One of the calendar's choices as links, the current one marked. */
function ChoiceNav({
  label,
  choices,
  current,
}: {
  label: string;
  choices: Array<{ key: string; text: string; href: string }>;
  current: string;
}) {
  return (
    <nav className="price-calendar__choice" aria-label={label}>
      <span className="price-calendar__label">{label}</span>
      {choices.map((choice) => (
        <Link key={choice.key} className="chip" to={choice.href} rel="nofollow" aria-current={choice.key === current}>
          {choice.text}
        </Link>
      ))}
    </nav>
  );
}

/** The page's own address with another choice: links, so the calendar works without a script. */
export function calendarHref(path: string, choice: CalendarChoice): string {
  const query = new URLSearchParams({ from: choice.from, nights: choice.nights, month: choice.month });
  return `${path}?${query}#${CALENDAR_ANCHOR}`;
}

/**
 * A month of departure days, each with the cheapest current fare for the chosen trip length and
 * its colour against the usual price of the month; the airports, lengths and months as links.
 * A day goes to its deal when the trip is one, else to the search with its dates.
 */
export function PriceCalendar({
  calendar,
  path,
  origins,
  searchTo,
  today,
}: {
  calendar: RouteCalendar;
  /** The page the calendar is on; its links change only the query. */
  path: string;
  /** The Bulgarian airports to choose from; one alone shows no choice. */
  origins: readonly string[];
  /** What the search for a day looks for: the destination's code. */
  searchTo: string;
  today: string;
}) {
  const { lang, t, priceFirst } = useLanguage();
  const copy = t.calendar;
  const choice: CalendarChoice = { from: calendar.fromAirport, nights: calendar.tripLength, month: calendar.month };
  const href = (change: Partial<CalendarChoice>) => calendarHref(path, { ...choice, ...change });
  const price = (bgn: number) => showPrice(lang, bgn, priceFirst, { rounding: "up" });
  const byDate = new Map(calendar.days.map((day) => [day.date, day]));
  const first = calendar.months[0]?.month ?? calendar.month;
  const last = calendar.months.at(-1)?.month ?? calendar.month;
  const monthName = formatMonth(lang, calendar.month);
  const airportName = (code: string) => t.deals.origins[code] ?? code;

  const dayHref = (day: CalendarDay) =>
    day.dealCode
      ? pathFor("dealById", lang, { dealId: day.dealCode })
      : `${pathFor("search", lang)}?${new URLSearchParams({
          from: calendar.fromAirport,
          to: searchTo,
          departureDate: day.date,
          returnDate: day.returnDate,
        })}`;

  return (
    <section className="price-calendar" id={CALENDAR_ANCHOR} aria-labelledby="price-calendar-heading">
      <h2 id="price-calendar-heading">{copy.heading}</h2>
      <p className="muted">{fill(copy.intro, { from: airportName(calendar.fromAirport) })}</p>

      {origins.length > 1 && (
        <ChoiceNav
          label={copy.from}
          choices={origins.map((code) => ({ key: code, text: airportName(code), href: href({ from: code }) }))}
          current={choice.from}
        />
      )}
      <ChoiceNav
        label={copy.tripLength}
        choices={TRIP_LENGTHS.map((length) => ({
          key: length,
          text: copy.lengths[length],
          href: href({ nights: length }),
        }))}
        current={choice.nights}
      />

      <div className="price-calendar__head">
        {calendar.month > first ? (
          <Link to={href({ month: addMonths(calendar.month, -1) })} aria-label={copy.previous} rel="nofollow">
            ‹
          </Link>
        ) : (
          <span aria-hidden="true" />
        )}
        <h3>{monthName}</h3>
        {calendar.month < last ? (
          <Link to={href({ month: addMonths(calendar.month, 1) })} aria-label={copy.next} rel="nofollow">
            ›
          </Link>
        ) : (
          <span aria-hidden="true" />
        )}
      </div>

      <table className="price-calendar__grid">
        <caption className="visually-hidden">{`${copy.heading}: ${monthName}, ${copy.lengths[choice.nights]}`}</caption>
        <thead>
          <tr>
            {copy.weekdays.map((weekday) => (
              <th key={weekday} scope="col">
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(calendar.month).map((week) => (
            <tr key={week.find((day) => day !== null) ?? "week"}>
              {week.map((date, index) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: a blank is a weekday's fixed place in its week
                if (date === null) return <td key={`blank-${index}`} />;
                const day = date >= today ? byDate.get(date) : undefined;
                const number = Number(date.slice(8));
                if (!day)
                  return (
                    <td key={date} className="price-calendar__day price-calendar__day--none">
                      {number}
                    </td>
                  );
                const shown = price(day.priceBgn);
                const label = fill(copy.day, {
                  date: formatDate(lang, day.date),
                  price: `${shown.primary} (${shown.secondary})`,
                  back: formatDate(lang, day.returnDate),
                });
                const level = day.level ? copy.levels[day.level] : null;
                return (
                  <td key={date} className={`price-calendar__day price-calendar__day--${day.level ?? "unknown"}`}>
                    <Link
                      to={dayHref(day)}
                      rel="nofollow"
                      aria-label={[label, level, day.dealCode ? copy.deal : null].filter(Boolean).join(", ")}
                    >
                      <span className="price-calendar__date">{number}</span>
                      <span className="price-calendar__price">{shown.primary}</span>
                      {day.dealCode && <span className="price-calendar__deal" aria-hidden="true" />}
                    </Link>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>

      {calendar.days.length === 0 && <p className="price-calendar__empty">{fill(copy.empty, { month: monthName })}</p>}

      <ul className="price-calendar__legend">
        {(["low", "typical", "high"] as const).map((level) => (
          <li key={level} className={`price-calendar__key price-calendar__key--${level}`}>
            {copy.levels[level]}
          </li>
        ))}
      </ul>
      <p className="muted">
        {calendar.usualBgn === null
          ? copy.noUsual
          : fill(copy.usual, { month: monthName, price: price(calendar.usualBgn).primary })}
      </p>

      <h3 className="price-calendar__months-heading">{copy.monthsHeading}</h3>
      {calendar.cheapestMonth && (
        <p>
          <strong>
            {fill(copy.cheapestMonth, {
              month: formatMonth(lang, calendar.cheapestMonth.month),
              price: price(calendar.cheapestMonth.cheapestBgn).primary,
            })}
          </strong>
        </p>
      )}
      <ol className="price-calendar__months">
        {calendar.months.map((entry) => (
          <li key={entry.month}>
            <Link
              to={href({ month: entry.month })}
              rel="nofollow"
              aria-current={entry.month === calendar.month ? "true" : undefined}
              className={entry.month === calendar.cheapestMonth?.month ? "price-calendar__month--cheapest" : undefined}
            >
              <span>{formatMonthName(lang, entry.month)}</span>
              <span className="price-calendar__price">
                {entry.cheapestBgn === null ? copy.noMonthPrice : price(entry.cheapestBgn).primary}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
