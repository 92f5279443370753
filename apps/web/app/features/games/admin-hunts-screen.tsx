import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Field } from '../../components/ui/index.ts';
import { AdminNav } from '../admin/admin-nav.tsx';
import type { adminHuntsLoader, HuntsActionResult } from './admin-hunts.server.ts';
import { StatusLine } from '../../components/ui/status-line.tsx';
import { useSuccessCount } from '../../components/ui/use-success-count.ts';
import '../admin/admin.css';
import './games.css';

type Loaded = Extract<Awaited<ReturnType<typeof adminHuntsLoader>>, { reauth: false }>;
type Hunt = Loaded['hunts'][number];
type Point = Hunt['points'][number];

/** The refusals of the form about `target` (null: a new one), translated, by field. */
function useErrors(result: HuntsActionResult | undefined, intent: string, target: number | null) {
  const { t } = useTranslation();
  const mine = result && result.intent === intent && result.target === target ? result.errors : {};
  return (field: string) => {
    const codes = [...(mine[field] ?? []), ...(field === 'name' ? (mine[''] ?? []) : [])];
    return codes.length ? codes.map((c) => t(`errors.${c.replace(/\./g, '_')}`)) : undefined;
  };
}

function WindowFields({ from, to, errors, timeZone }: { from: string; to: string; errors: (f: string) => string[] | undefined; timeZone: string }) {
  const { t } = useTranslation('games');
  return (
    <>
      <Field name="active_from" type="datetime-local" label={t('admin.active_from')} hint={t('admin.window_hint', { tz: timeZone })} defaultValue={from} errors={errors('active_from')} />
      <Field name="active_to" type="datetime-local" label={t('admin.active_to')} defaultValue={to} errors={errors('active_to')} />
    </>
  );
}

function HuntForm({ hunt, result, timeZone }: { hunt: Hunt | null; result: HuntsActionResult | undefined; timeZone: string }) {
  const { t } = useTranslation('games');
  const busy = useNavigation().state === 'submitting';
  const intent = hunt ? 'update_hunt' : 'create_hunt';
  const errors = useErrors(result, intent, hunt?.id ?? null);
  // The new-hunt form empties after a created hunt (a second click would make a twin); a refused one keeps what was typed.
  const created = useSuccessCount((form) => !hunt && form.get('intent') === 'create_hunt');
  const ref = useFocusFirstAfter(created);
  return (
    <Form method="post" className="gm-form" key={created} ref={ref}>
      {hunt ? <input type="hidden" name="huntId" value={hunt.id} /> : null}
      <Field name="name" label={t('admin.name')} required maxLength={200} defaultValue={hunt?.name ?? ''} errors={errors('name')} />
      <Field name="description" label={t('admin.description')} maxLength={2000} defaultValue={hunt?.description ?? ''} errors={errors('description')} />
      <WindowFields from={hunt?.from ?? ''} to={hunt?.to ?? ''} errors={errors} timeZone={timeZone} />
      <Button type="submit" name="intent" value={intent} disabled={busy}>
        {hunt ? t('admin.save') : t('admin.create')}
      </Button>
    </Form>
  );
}

function PointForm({ huntId, point, result, timeZone }: { huntId: number; point: Point | null; result: HuntsActionResult | undefined; timeZone: string }) {
  const { t } = useTranslation('games');
  const busy = useNavigation().state === 'submitting';
  const intent = point ? 'update_point' : 'create_point';
  const errors = useErrors(result, intent, point?.id ?? huntId);
  // The same for a new code of this hunt.
  const created = useSuccessCount((form) => !point && form.get('intent') === 'create_point' && form.get('huntId') === String(huntId));
  const ref = useFocusFirstAfter(created);
  return (
    <Form method="post" className="gm-form" key={created} ref={ref}>
      <input type="hidden" name="huntId" value={huntId} />
      {point ? <input type="hidden" name="pointId" value={point.id} /> : null}
      <Field name="name" label={t('admin.code_name')} required maxLength={200} defaultValue={point?.name ?? ''} errors={errors('name')} />
      <Field name="points" type="number" min={1} max={10000} label={t('admin.points')} required defaultValue={point?.points ?? 10} errors={errors('points')} />
      <Field name="usage_left" type="number" min={0} label={t('admin.usage_left')} hint={t('admin.usage_hint')} defaultValue={point?.usage_left ?? ''} errors={errors('usage_left')} />
      <WindowFields from={point?.from ?? ''} to={point?.to ?? ''} errors={errors} timeZone={timeZone} />
      <Button type="submit" name="intent" value={intent} disabled={busy}>
        {point ? t('admin.save') : t('admin.add_code')}
      </Button>
    </Form>
  );
}

/** After the `count`th success, the form's first field has the focus, ready for the next one. */
function useFocusFirstAfter(count: number) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (count) ref.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  }, [count]);
  return ref;
}

/** Asks `question` first (without JavaScript the post goes straight through). */
function DeleteButton({ intent, name, value, label, question }: { intent: string; name: string; value: number; label: string; question: string }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" onSubmit={(ev) => { if (!window.confirm(question)) ev.preventDefault(); }}>
      <input type="hidden" name={name} value={value} />
      <Button type="submit" variant="secondary" name="intent" value={intent} disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}

/** One hunt: its links, its edit form, its codes and the form adding one. */
function HuntSection({ hunt, data, result, saved }: { hunt: Hunt; data: Loaded; result: HuntsActionResult | undefined; saved: Loaded['saved'] }) {
  const { t } = useTranslation('games');
  const here = `${data.basePath}/admin/treasure-hunts`;
  const newCode = saved === 'code_created' ? hunt.points.find((p) => p.id === data.savedId) : undefined;
  return (
    <section className="gm-admin-hunt" aria-labelledby={`hunt-${hunt.id}`}>
      <h2 id={`hunt-${hunt.id}`}>{hunt.name}</h2>
      <p className="gm-row">
        {/* A hunt without codes has nothing to print (the sheet was its title alone): the list below says "no codes yet". */}
        {hunt.points.length > 0 ? (
          <a href={`${here}/${hunt.id}/codes.pdf`} download={`treasure-hunt-${hunt.id}-codes.pdf`}>
            {t('admin.pdf')}
          </a>
        ) : null}
        <Link to={`${data.basePath}/treasure-hunt/${hunt.uuid}`}>{t('admin.public')}</Link>
      </p>
      {/* A refused change keeps its form open, with the reasons by the fields. */}
      <details open={result?.intent === 'update_hunt' && result.target === hunt.id}>
        <summary>{t('admin.edit_hunt')}</summary>
        <HuntForm hunt={hunt} result={result} timeZone={data.timeZone} />
        <DeleteButton
          intent="delete_hunt"
          name="huntId"
          value={hunt.id}
          label={t('admin.delete_hunt')}
          question={hunt.points.length ? t('admin.delete_hunt_confirm', { name: hunt.name, count: hunt.points.length }) : t('admin.delete_hunt_confirm_empty', { name: hunt.name })}
        />
      </details>
      <h3>{t('admin.codes')}</h3>
      {hunt.points.length === 0 ? <p>{t('admin.no_codes')}</p> : null}
      <ul className="gm-codes">
        {hunt.points.map((p) => (
          <li key={p.id} className="gm-code">
            <p>
              <strong>{p.name}</strong> · {t('points', { count: p.points })} · {p.usage_left === null ? t('admin.unlimited') : t('admin.uses_left', { count: p.usage_left })} · {t('admin.found', { count: p.found })}
            </p>
            <p>
              {t('admin.printed')}: <span className="gm-mono">{p.code}</span>
            </p>
            <details open={result?.intent === 'update_point' && result.target === p.id}>
              <summary>{t('admin.edit_code', { name: p.name })}</summary>
              <p className="gm-muted">
                {t('admin.link')}: <span className="gm-mono">{p.url}</span>
              </p>
              <PointForm huntId={hunt.id} point={p} result={result} timeZone={data.timeZone} />
              <DeleteButton intent="delete_point" name="pointId" value={p.id} label={t('admin.delete_code')} question={t('admin.delete_code_confirm', { name: p.name })} />
            </details>
          </li>
        ))}
      </ul>
      <StatusLine message={newCode ? t('admin.code_created', { name: newCode.name }) : null} />
      {/* Stays open after an added code: the emptied form is ready for the next one. */}
      <details open={hunt.points.length === 0 || !!newCode || (result?.intent === 'create_point' && result.target === hunt.id)}>
        <summary>{t('admin.new_code')}</summary>
        <PointForm huntId={hunt.id} point={null} result={result} timeZone={data.timeZone} />
      </details>
    </section>
  );
}

/** `admin/treasure-hunts`: hunts and their codes (points, usage left, windows), each hunt's printable sheet and public board. */
export function AdminHuntsScreen({ data, result }: { data: Loaded; result: HuntsActionResult | undefined }) {
  const { t } = useTranslation('games');
  // A refused post shows its errors instead: the last success is old news then.
  const saved = result ? null : data.saved;
  const top = saved === 'saved' || saved === 'hunt_deleted' || saved === 'code_deleted' ? t(`admin.${saved}`) : null;
  const newHunt = saved === 'hunt_created' ? data.hunts.find((h) => h.id === data.savedId) : undefined;
  // A delete took the focused button with it: the focus goes to the message saying so.
  const deleted = useSuccessCount((form) => String(form.get('intent')).startsWith('delete_'));
  const topLine = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (deleted) topLine.current?.focus();
  }, [deleted]);
  return (
    <>
      <AdminNav />
      <p>{t('admin.intro')}</p>
      <StatusLine ref={topLine} message={top} />
      {data.hunts.length === 0 ? <p>{t('admin.no_hunts')}</p> : null}
      {data.hunts.map((hunt) => (
        <HuntSection key={hunt.id} hunt={hunt} data={data} result={result} saved={saved} />
      ))}
      <section className="gm-admin-hunt" aria-labelledby="new-hunt">
        <h2 id="new-hunt">{t('admin.new_hunt')}</h2>
        <StatusLine message={newHunt ? t('admin.hunt_created', { name: newHunt.name }) : null} />
        <HuntForm hunt={null} result={result} timeZone={data.timeZone} />
      </section>
    </>
  );
}
