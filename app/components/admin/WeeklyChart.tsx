/**
 * Leads per week by source (stacked bars) and the median first-response time, as plain SVG made on
 * the server: no chart library, nothing to run in the browser. A table with the same numbers follows
 * for screen readers and for anyone who wants the figures.
 */
import { LEAD_SOURCES, SOURCE_LABELS, type LeadSource } from "@domain/inbox";
import { formatDuration } from "@domain/duration";
import type { WeekRow } from "../../../server/inbox/service";
import { INITIAL_SCROLL_TARGET, useInitialScroll } from "./initial-scroll";

// Distinct in both themes and for common colour-vision deficiencies (Okabe–Ito), each with a pattern-free legend.
const COLOURS: Record<LeadSource, string> = {
  home: "#0072B2",
  contact: "#E69F00",
  locations: "#009E73",
  industries: "#CC79A7",
  booking: "#56B4E9",
  other: "#8C8C8C",
};

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 28, left: 28 };

const weekLabel = (weekStart: string) => new Date(`${weekStart}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

export function WeeklyChart({ rows }: { rows: WeekRow[] }) {
  const totals = rows.map((row) => LEAD_SOURCES.reduce((sum, source) => sum + row.counts[source], 0));
  const max = Math.max(4, ...totals);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const band = plotWidth / rows.length;
  const barWidth = Math.max(6, band * 0.6);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const ticks = [0, Math.round(max / 2), max];
  const responses = rows.map((row) => row.medianResponseMs).filter((value): value is number => value !== null);
  const overall = responses.length ? responses.sort((a, b) => a - b)[Math.floor(responses.length / 2)]! : null;

  const scroller = useInitialScroll<HTMLDivElement>();

  return (
    <section aria-labelledby="weekly-heading" className="mt-10">
      <h2 id="weekly-heading" className="text-lg font-semibold">
        Leads per week, last 12 weeks
      </h2>
      <p className="mt-1 text-sm text-muted">Median time to first response: {overall === null ? "no answered leads yet" : formatDuration(overall)}.</p>
      <figure className="mt-3 rounded-xl border border-border bg-bg p-3">
        {/* Scrolls sideways on a phone, starting at its right end (the latest weeks); focusable, so a keyboard can scroll it too. */}
        <div ref={scroller} className="overflow-x-auto" role="region" aria-label="Chart of leads per week" tabIndex={0} data-testid="weekly-chart-scroller">
        <div className="relative mx-auto w-full max-w-3xl min-w-[480px]">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="weekly-heading" className="block h-auto w-full" data-testid="weekly-chart">
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={0.15} />
              <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize={11} fill="currentColor">
                {tick}
              </text>
            </g>
          ))}
          {rows.map((row, index) => {
            let top = y(0);
            const x = PAD.left + index * band + (band - barWidth) / 2;
            return (
              <g key={row.weekStart}>
                {LEAD_SOURCES.filter((source) => row.counts[source] > 0).map((source) => {
                  const height = (row.counts[source] / max) * plotHeight;
                  top -= height;
                  return <rect key={source} x={x} y={top} width={barWidth} height={height} fill={COLOURS[source]} />;
                })}
                {/* Every other week is labelled, counted from the latest, so the week a phone opens on has its date. */}
                {(rows.length - 1 - index) % 2 === 0 && (
                  <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" fontSize={11} fill="currentColor">
                    {weekLabel(row.weekStart)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
        <span aria-hidden="true" data-initial-scroll="" className={`absolute top-0 right-0 h-px w-px ${INITIAL_SCROLL_TARGET}`} />
        </div>
        </div>
        <figcaption>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
            {LEAD_SOURCES.map((source) => (
              <li key={source} className="flex items-center gap-1.5">
                <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ background: COLOURS[source] }} />
                {SOURCE_LABELS[source]}
              </li>
            ))}
          </ul>
        </figcaption>
      </figure>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer">The figures as a table</summary>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Week of
                </th>
                {LEAD_SOURCES.map((source) => (
                  <th key={source} scope="col" className="py-1 pr-3">
                    {SOURCE_LABELS[source]}
                  </th>
                ))}
                <th scope="col" className="py-1">
                  Median first response
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.weekStart} className="border-t border-border">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {weekLabel(row.weekStart)}
                  </th>
                  {LEAD_SOURCES.map((source) => (
                    <td key={source} className="py-1 pr-3 tabular-nums">
                      {row.counts[source]}
                    </td>
                  ))}
                  <td className="py-1">{row.medianResponseMs === null ? "–" : formatDuration(row.medianResponseMs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
