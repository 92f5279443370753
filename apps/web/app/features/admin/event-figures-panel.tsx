import { useTranslation } from 'react-i18next';
import type { EventFigures } from '@foyer/core/tickets/event-figures';

type Figures = EventFigures & { text: { revenue: string; days: Record<string, string> } };

/** The admin home's figures: four numbers, sales per ticket type, and a bar chart of sales per day. */
export function EventFiguresPanel({ figures }: { figures: Figures }) {
  const { t } = useTranslation('profile');
  const sold = figures.tickets.reduce((sum, x) => sum + x.sold, 0);
  const numbers = [
    [t('admin_home.figures.joined'), String(figures.joined)],
    [t('admin_home.figures.sold'), String(sold)],
    [t('admin_home.figures.revenue'), figures.text.revenue],
    [t('admin_home.figures.checked_in'), String(figures.checked_in)],
  ] as const;
  return (
    <section className="fy-figures" aria-labelledby="fy-figures-title">
      <h2 id="fy-figures-title">{t('admin_home.figures.title')}</h2>
      <dl className="fy-figures__numbers">
        {numbers.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <SalesChart days={figures.sales_per_day} labels={figures.text.days} />
      {figures.tickets.length === 0 ? (
        <p className="fy-empty">{t('admin_home.figures.no_tickets')}</p>
      ) : (
        <table className="fy-figures__table">
          <caption>{t('admin_home.figures.per_ticket')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin_home.figures.ticket')}</th>
              <th scope="col">{t('admin_home.figures.sold')}</th>
              <th scope="col">{t('admin_home.figures.left')}</th>
            </tr>
          </thead>
          <tbody>
            {figures.tickets.map((ticket) => (
              <tr key={ticket.id}>
                <th scope="row">{ticket.name}</th>
                <td>{ticket.sold}</td>
                <td>{ticket.left === null ? t('admin_home.figures.unlimited') : ticket.left}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Bars drawn with SVG; the same numbers are in the figure's description list for screen readers. */
function SalesChart({ days, labels }: { days: EventFigures['sales_per_day']; labels: Record<string, string> }) {
  const { t } = useTranslation('profile');
  const max = Math.max(1, ...days.map((d) => d.tickets));
  const total = days.reduce((sum, d) => sum + d.tickets, 0);
  const width = days.length * 12;
  if (total === 0) return <p className="fy-empty">{t('admin_home.figures.no_sales', { count: days.length })}</p>;
  return (
    <figure className="fy-figures__chart">
      <figcaption>{t('admin_home.figures.per_day', { count: days.length, total })}</figcaption>
      <svg viewBox={`0 0 ${width} 64`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {days.map((d, i) => {
          const h = (d.tickets / max) * 60;
          return <rect key={d.day} x={i * 12 + 1} y={64 - h} width={10} height={h} rx={1} />;
        })}
      </svg>
      {/* The chart's ends and its tallest bar, for sighted readers (the list below has every day). */}
      <div className="fy-figures__axis" aria-hidden="true">
        <span>{labels[days[0]!.day]}</span>
        <span>{t('admin_home.figures.peak', { n: max })}</span>
        <span>{labels[days.at(-1)!.day]}</span>
      </div>
      <details>
        <summary>{t('admin_home.figures.as_list')}</summary>
        <ul className="fy-figures__days">
          {days
            .filter((d) => d.tickets > 0)
            .map((d) => (
              <li key={d.day}>
                {labels[d.day]}: {d.tickets}
              </li>
            ))}
        </ul>
      </details>
    </figure>
  );
}
