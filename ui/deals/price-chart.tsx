import { priceText, showPrice } from "../../core/pricing/display.ts";
import type { PricePoint } from "../../projections/deals/deal-views.ts";
import { fill, formatDay, useLanguage } from "../i18n/dictionary.ts";

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 16, right: 16, bottom: 28, left: 56 };

/** Scales prices and days into the chart's box; exported for its test. */
export function chartGeometry(points: readonly PricePoint[], dealPrice: number) {
  const values = [...points.flatMap((p) => [p.minPrice, p.medianPrice]), dealPrice];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const spread = high - low || Math.max(1, high * 0.1);
  const bottom = Math.max(0, low - spread * 0.1);
  const top = high + spread * 0.1;
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (points.length === 1 ? plotWidth / 2 : (index / (points.length - 1)) * plotWidth);
  const y = (price: number) => PAD.top + (1 - (price - bottom) / (top - bottom)) * plotHeight;
  const line = (pick: (p: PricePoint) => number) =>
    points.map((p, i) => `${x(i).toFixed(1)},${y(pick(p)).toFixed(1)}`).join(" ");
  const ticks = [bottom, (bottom + top) / 2, top].map((value) => ({ value, y: y(value) }));
  return { minLine: line((p) => p.minPrice), medianLine: line((p) => p.medianPrice), dealY: y(dealPrice), ticks };
}

/**
 * The route's lowest and median price per day as an SVG drawn on the server (no chart library,
 * no JavaScript), with the same numbers in a table for screen readers.
 */
export function PriceChart({
  points,
  dealPrice,
  days,
}: {
  points: readonly PricePoint[];
  dealPrice: number;
  days: number;
}) {
  const { lang, t, priceFirst } = useLanguage();
  const copy = t.deals.page;
  if (points.length === 0) return <p className="empty-state">{copy.historyEmpty}</p>;
  const geometry = chartGeometry(points, dealPrice);
  const first = points[0] as PricePoint;
  const last = points.at(-1) as PricePoint;
  // the axis has room for one currency, in whole units: the one that comes first
  const price = (value: number) => showPrice(lang, value, priceFirst, { rounding: "whole" }).primary;
  return (
    <figure className="price-chart" data-testid="price-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="price-chart-caption">
        <title>{copy.history}</title>
        {geometry.ticks.map((tick) => (
          <g key={tick.value}>
            <line className="chart-axis" x1={PAD.left} x2={WIDTH - PAD.right} y1={tick.y} y2={tick.y} />
            <text className="chart-label" x={PAD.left - 6} y={tick.y + 4} textAnchor="end">
              {price(tick.value)}
            </text>
          </g>
        ))}
        <text className="chart-label" x={PAD.left} y={HEIGHT - 8}>
          {formatDay(lang, first.date)}
        </text>
        <text className="chart-label" x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end">
          {formatDay(lang, last.date)}
        </text>
        <polyline
          className="chart-median"
          points={geometry.medianLine}
          fill="none"
          strokeWidth={2}
          strokeDasharray="4 3"
        />
        <polyline className="chart-min" points={geometry.minLine} fill="none" strokeWidth={2.5} />
        <line
          className="chart-deal"
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={geometry.dealY}
          y2={geometry.dealY}
          strokeWidth={1.5}
          strokeDasharray="2 4"
        />
      </svg>
      <ul className="price-chart__legend" aria-hidden="true">
        <li>
          <span className="chart-min" />
          {copy.legendMin}
        </li>
        <li>
          <span className="chart-median" />
          {copy.legendMedian}
        </li>
        <li>
          <span className="chart-deal" />
          {copy.legendDeal}
        </li>
      </ul>
      <figcaption id="price-chart-caption">{fill(copy.historyCaption, { days })}</figcaption>
      {/* a table sizes itself to its content whatever its width says: the wrapper does the hiding */}
      <div className="visually-hidden">
        <table>
          <thead>
            <tr>
              <th scope="col">{copy.dateColumn}</th>
              <th scope="col">{copy.legendMin}</th>
              <th scope="col">{copy.legendMedian}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <td>{formatDay(lang, point.date)}</td>
                <td>{priceText(lang, point.minPrice, priceFirst)}</td>
                <td>{priceText(lang, point.medianPrice, priceFirst)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
