/**
 * Leads and revenue per month by channel: two stacked-bar charts drawn on the server as inline SVG (no
 * chart library, nothing runs in the browser), coloured by the theme's variables (app/admin.css), each
 * with a title and a description, and the figures as a table for anyone who wants them.
 */
import { CHANNELS, CHANNEL_LABELS, type Channel } from "@domain/attribution/channel";
import { formatCount, formatDollars } from "@domain/sources/labels";
import type { MonthChannelCell } from "@domain/sources/report";

type Month = { month: string; channels: Record<Channel, MonthChannelCell> };
type Metric = "leads" | "revenue";

const WIDTH = 360;
const HEIGHT = 200;
const PAD = { top: 10, right: 6, bottom: 24, left: 44 };

const colour = (channel: Channel) => `var(--chart-${channel})`;
const monthName = new Intl.DateTimeFormat("en-US", { month: "short", year: "2-digit", timeZone: "UTC" });
/** "Nov 26". */
export const monthLabel = (month: string) => monthName.format(new Date(`${month}-15T12:00:00Z`)).replace(" ", " ’");
const compactDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", notation: "compact", maximumFractionDigits: 1 });

const METRIC_TITLES: Record<Metric, string> = { leads: "Leads per month by channel", revenue: "Revenue per month by channel" };
const tickText = (metric: Metric, value: number) => (metric === "leads" ? formatCount(value) : compactDollars.format(value));

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least `value`. */
function niceMax(value: number, floor: number): number {
  if (value <= floor) return floor;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= value)!;
}

function Bars({ months, metric }: { months: Month[]; metric: Metric }) {
  const totals = months.map((entry) => CHANNELS.reduce((sum, channel) => sum + entry.channels[channel][metric], 0));
  const max = niceMax(Math.max(0, ...totals), metric === "leads" ? 4 : 1000);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const band = plotWidth / Math.max(1, months.length);
  const barWidth = Math.max(2, Math.min(28, band * 0.7));
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const labelEvery = Math.ceil(months.length / 5);
  const id = `chart-${metric}`;
  const sum = totals.reduce((a, b) => a + b, 0);
  return (
    <figure className="min-w-0 rounded-xl border border-border bg-bg p-3">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto w-full text-fg" data-testid={id}>
        <title id={`${id}-title`}>{METRIC_TITLES[metric]}</title>
        <desc id={`${id}-desc`}>
          {`${metric === "leads" ? `${formatCount(sum)} leads` : `${formatDollars(sum)} won`} from ${monthLabel(months[0]!.month)} to ${monthLabel(months.at(-1)!.month)}, stacked by channel. The table below has the figures.`}
        </desc>
        {[0, max / 2, max].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} style={{ stroke: "var(--border)" }} />
            <text x={PAD.left - 4} y={y(tick) + 4} textAnchor="end" fontSize={11} style={{ fill: "var(--muted)" }}>
              {tickText(metric, tick)}
            </text>
          </g>
        ))}
        {months.map((entry, index) => {
          let top = y(0);
          const x = PAD.left + index * band + (band - barWidth) / 2;
          return (
            <g key={entry.month}>
              {CHANNELS.filter((channel) => entry.channels[channel][metric] > 0).map((channel) => {
                const height = (entry.channels[channel][metric] / max) * plotHeight;
                top -= height;
                return <rect key={channel} x={x} y={top} width={barWidth} height={height} style={{ fill: colour(channel) }} data-channel={channel} />;
              })}
              {/* Counted back from the latest month, which is always named, its label ending at the plot's edge. */}
              {(months.length - 1 - index) % labelEvery === 0 && (
                <text
                  x={index === months.length - 1 ? Math.min(x + barWidth / 2 + 18, WIDTH - PAD.right) : x + barWidth / 2}
                  y={HEIGHT - 6}
                  textAnchor={index === months.length - 1 ? "end" : "middle"}
                  fontSize={11}
                  style={{ fill: "var(--muted)" }}
                >
                  {monthLabel(entry.month)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 text-sm font-medium">{METRIC_TITLES[metric]}</figcaption>
    </figure>
  );
}

export function SourcesChart({ months }: { months: Month[] }) {
  return (
    <section aria-labelledby="chart-heading" className="mt-8">
      <h2 id="chart-heading" className="text-lg font-semibold">
        Leads and revenue per month
      </h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <Bars months={months} metric="leads" />
        <Bars months={months} metric="revenue" />
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Channels">
        {CHANNELS.map((channel) => (
          <li key={channel} className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ background: colour(channel) }} />
            {CHANNEL_LABELS[channel]}
          </li>
        ))}
      </ul>
      <details className="mt-2 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center">The chart's figures as a table</summary>
        <div className="overflow-x-auto" role="region" aria-label="Leads and revenue per month, by channel" tabIndex={0}>
          <table className="mt-2 w-full min-w-[640px] text-left text-sm" data-testid="chart-table">
            <caption className="sr-only">Leads and revenue won per month, by channel</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Month
                </th>
                {CHANNELS.map((channel) => (
                  <th key={channel} scope="col" className="py-1 pr-3">
                    {CHANNEL_LABELS[channel]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {months.map((entry) => (
                <tr key={entry.month} className="border-t border-border">
                  <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                    {monthLabel(entry.month)}
                  </th>
                  {CHANNELS.map((channel) => (
                    <td key={channel} className="py-1 pr-3 whitespace-nowrap tabular-nums">
                      {formatCount(entry.channels[channel].leads)} {entry.channels[channel].leads === 1 ? "lead" : "leads"}, {formatDollars(entry.channels[channel].revenue)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
