// The dashboard's 30-day sales chart, drawn on the server as SVG: one bar per day's takings, with a
// title and description for screen readers and the same figures as a table beside it.
import table from "@/components/admin/data-table.module.css";
import { formatMoney } from "@/lib/money/format.ts";
import styles from "./sales-chart.module.css";

interface Day {
  day: string;
  orders: number;
  takings: string;
}

const W = 640;
const H = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 8 };

const dayLabel = (day: string) => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

export function SalesChart({ days }: { days: Day[] }) {
  const values = days.map((d) => Number(d.takings));
  const max = Math.max(...values, 1);
  const total = values.reduce((a, b) => a + b, 0);
  const best = days.reduce((b, d) => (Number(d.takings) > Number(b.takings) ? d : b), days[0]);
  const slot = (W - PAD.left - PAD.right) / days.length;
  const plotH = H - PAD.top - PAD.bottom;
  const desc = `Takings per day from ${dayLabel(days[0].day)} to ${dayLabel(days.at(-1)!.day)}: ${formatMoney(total.toFixed(2))} in all; the best day was ${dayLabel(best.day)} with ${formatMoney(best.takings)}.`;
  return (
    <figure className={styles.figure}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="sales-title sales-desc" className={styles.chart}>
        <title id="sales-title">Sales, last 30 days</title>
        <desc id="sales-desc">{desc}</desc>
        <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} className={styles.axis} />
        {days.map((d, i) => {
          const h = (Number(d.takings) / max) * plotH;
          const x = PAD.left + i * slot + slot * 0.15;
          return (
            <g key={d.day}>
              <rect x={x} y={H - PAD.bottom - h} width={slot * 0.7} height={h} className={styles.bar}>
                <title>{`${dayLabel(d.day)}: ${formatMoney(d.takings)} (${d.orders} orders)`}</title>
              </rect>
              {(days.length - 1 - i) % 7 === 0 ? (
                <text x={x + slot * 0.35} y={H - 8} textAnchor="middle" className={styles.tick}>
                  {dayLabel(d.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>
        {desc}
        <details>
          <summary>The figures as a table</summary>
          <div className={table.scroll} tabIndex={0} role="region" aria-label="Sales table (scrolls sideways)">
            <table className={table.table}>
              <caption className="visually-hidden">Orders and takings per day, last 30 days</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col" className={table.numeric}>
                    Orders
                  </th>
                  <th scope="col" className={table.numeric}>
                    Takings
                  </th>
                </tr>
              </thead>
              <tbody>
                {days.map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{dayLabel(d.day)}</th>
                    <td className={table.numeric}>{d.orders}</td>
                    <td className={table.numeric}>{formatMoney(d.takings)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figcaption>
    </figure>
  );
}
