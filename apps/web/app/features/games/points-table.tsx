import { useTranslation } from 'react-i18next';

export interface BoardRow {
  position: number;
  name: string;
  points: number;
  mine: boolean;
  found?: number;
}

/** A ranking as a table (place, name, points; found of all on a hunt's board), my row marked in words and colour. */
export function PointsTable({ rows, caption, total }: { rows: BoardRow[]; caption: string; total?: number }) {
  const { t } = useTranslation('games');
  if (rows.length === 0) return <p>{t('board.empty')}</p>;
  return (
    <table className="gm-board">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="gm-num">{t('board.position')}</th>
          <th scope="col">{t('board.name')}</th>
          {total !== undefined ? <th scope="col" className="gm-num">{t('board.found')}</th> : null}
          <th scope="col" className="gm-num">{t('board.points')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.position} className={row.mine ? 'gm-me' : undefined} aria-current={row.mine ? 'true' : undefined}>
            <td className="gm-num">{row.position}</td>
            <th scope="row">
              {row.name || t('board.anonymous')}
              {row.mine ? ` ${t('board.you')}` : ''}
            </th>
            {total !== undefined ? <td className="gm-num">{t('board.found_of', { found: row.found ?? 0, total })}</td> : null}
            <td className="gm-num">{row.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
