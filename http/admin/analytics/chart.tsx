import { useId } from "react";
import { DataTable } from "../shell/list-parts.tsx";

export interface ChartSeries {
  name: string;
  /** One value per label. */
  values: number[];
}

const WIDTH = 960;
const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 24, left: 44 };

/** A round step for the value axis: 1, 2 or 5 times a power of ten. */
function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * power >= max) ?? 10;
  return step * power;
}

/**
 * Stacked bars drawn on the server as SVG, no script: one bar per label, one colour per series
 * (the admin theme's colours, so dark mode follows). The numbers are also a table under the
 * chart, for screen readers and for copying (docs/decisions/0063).
 */
export function BarChart({
  title,
  labels,
  series,
  labelHeader = "Day",
}: {
  title: string;
  labels: string[];
  series: ChartSeries[];
  labelHeader?: string;
}) {
  const id = useId();
  const totals = labels.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const max = niceMax(Math.max(0, ...totals));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, labels.length);
  const barWidth = Math.max(1, slot * 0.8);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  // a label every few bars so they never overlap: about 8 along the axis
  const labelEvery = Math.max(1, Math.ceil(labels.length / 8));
  if (totals.every((total) => total === 0)) {
    return (
      <figure className="chart">
        <figcaption>{title}</figcaption>
        <p className="muted">Nothing in this range.</p>
      </figure>
    );
  }
  const summary = series.map((s) => `${s.name} ${s.values.reduce((a, b) => a + b, 0)}`).join(", ");
  return (
    <figure className="chart">
      <figcaption id={`${id}-title`}>{title}</figcaption>
      {series.length > 1 && (
        <ul className="chart-legend">
          {series.map((s, index) => (
            <li key={s.name}>
              <span className={`chart-swatch chart-s${index}`} aria-hidden="true" />
              {s.name}
            </li>
          ))}
        </ul>
      )}
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-svg-title ${id}-desc`}>
        <title id={`${id}-svg-title`}>{title}</title>
        <desc id={`${id}-desc`}>{`Totals over ${labels.length} ${labelHeader.toLowerCase()}s: ${summary}.`}</desc>
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line className="chart-grid" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(max * share)} y2={y(max * share)} />
            {Number.isInteger(max * share) && (
              <text className="chart-axis" x={PAD.left - 6} y={y(max * share) + 4} textAnchor="end">
                {max * share}
              </text>
            )}
          </g>
        ))}
        {labels.map((label, i) => {
          let base = 0;
          const x = PAD.left + i * slot + (slot - barWidth) / 2;
          return (
            <g key={label}>
              {series.map((s, index) => {
                const value = s.values[i] ?? 0;
                if (value === 0) return null;
                const top = y(base + value);
                const height = y(base) - top;
                base += value;
                return (
                  <rect key={s.name} className={`chart-s${index}`} x={x} y={top} width={barWidth} height={height}>
                    <title>{`${label}: ${s.name} ${value}`}</title>
                  </rect>
                );
              })}
              {i % labelEvery === 0 && (
                <text className="chart-axis" x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle">
                  {label.length === 10 ? label.slice(5) : label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details>
        <summary>Numbers</summary>
        <DataTable columns={[labelHeader, ...series.map((s) => ({ label: s.name, className: "num" }))]} rows={labels}>
          {(label, i) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {series.map((s) => (
                <td key={s.name} className="num">
                  {s.values[i] ?? 0}
                </td>
              ))}
            </tr>
          )}
        </DataTable>
      </details>
    </figure>
  );
}
