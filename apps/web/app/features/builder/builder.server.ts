import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { Ctx } from '@foyer/core/context';
import { isAppError, type ErrorItem } from '@foyer/core/errors';
import { loadLandingPage } from '@foyer/core/landing/load-landing-page';
import { updateEventLp } from '@foyer/core/landing/save-lp-settings';
import { listLpVersions, restoreLpVersion } from '@foyer/core/landing/lp-versions';
import { componentModuleTypes, locales, parseLpSettings, type Locale } from '@foyer/landing/schema';
import { coercedNatural } from '@foyer/core/platform/input-vocabulary';
import { currentPath } from '../access/safe-redirect.ts';
import { hasRecentReauth } from '../admin/reauth-cookie.server.ts';
import { checkReauth, requireAdmin } from '../admin/admin-panel.server.ts';
import { eventComponents, eventLanguages } from '../../server/request-event.server.ts';

/**
 * `admin/landing`: the landing-page builder. The loader hands the editor the document as saved
 * (with every language's words), its version for the conflict check, the history, and a
 * preview of every component a module could show, so a module dropped in shows real content.
 */
export async function builderLoader(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, viewer, basePath } = await requireAdmin(ctx, request, slug);
  if (!(await hasRecentReauth(ctx, request, viewer.user_identity_token))) return { reauth: true as const, title: event.title };
  const { settings, issues } = parseLpSettings(event.lp_settings);
  const [languages, components, history] = await Promise.all([eventLanguages(ctx, request, event), eventComponents(ctx, request, event), listLpVersions(ctx, viewer, event.id)]);
  const known = (code: string): code is Locale => (locales as readonly string[]).includes(code);
  const offered = languages.map((l) => l.lang_code).filter(known);
  const defaultLocale = languages.find((l) => l.default_lang && known(l.lang_code))?.lang_code ?? offered[0] ?? settings.language.default;
  // One module per component the page could show: previews for all of them in one pass.
  const every = components
    .filter((c) => (componentModuleTypes as readonly string[]).includes(c.component_name))
    .map((c) => ({ id: `preview-${c.id}`, type: c.component_name, component_id: c.id, props: {} }));
  const previews = (await loadLandingPage(ctx, { ...event, lp_settings: JSON.stringify({ modules: every }) }, { loggedIn: true, components, locale: defaultLocale })).previews;
  return {
    reauth: false as const,
    title: event.title,
    eventId: event.id,
    basePath,
    settings,
    // A stored page the schema had to repair: the organizer is told what was dropped.
    issues,
    version: event.lp_version,
    history: history.versions,
    locales: offered.length ? offered : [defaultLocale],
    defaultLocale,
    components: components.map((c) => ({ id: c.id, label: c.label, component_name: c.component_name })),
    previews,
    now: ctx.clock.now().toISOString(),
  };
}

export type BuilderData = Extract<Awaited<ReturnType<typeof builderLoader>>, { reauth: false }>;

const saveForm = z.object({
  intent: z.literal('save'),
  lp_settings: z.string(),
  base_version: coercedNatural(),
});
const restoreForm = z.object({ intent: z.literal('restore'), version: coercedNatural(), base_version: coercedNatural() });

export type BuilderActionResult =
  | { intent: 'save' | 'restore'; ok: true; version: number }
  | { intent: 'save' | 'restore'; ok: false; errors: ErrorItem[] };

export async function builderAction(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, viewer } = await requireAdmin(ctx, request, slug);
  const form = await request.formData();
  const intent = String(form.get('intent'));
  if (intent === 'reauth') return data({ intent: 'reauth' as const, result: await checkReauth(ctx, request, viewer, form) }, { status: 422 });
  // Changes need a fresh proof too: the cookie may have expired while the builder was open
  // (the editor keeps its draft in the browser, so nothing typed is lost by the prompt).
  if (!(await hasRecentReauth(ctx, request, viewer.user_identity_token))) throw redirect(currentPath(request));
  const fields = Object.fromEntries(form);
  try {
    if (intent === 'restore') {
      const input = restoreForm.parse(fields);
      const saved = await restoreLpVersion(ctx, viewer, event.id, input.version, { base_version: input.base_version });
      return { intent: 'restore' as const, ok: true as const, version: saved.version } satisfies BuilderActionResult;
    }
    const input = saveForm.parse(fields);
    const saved = await updateEventLp(ctx, viewer, event.id, { lp_settings: input.lp_settings, base_version: input.base_version });
    return { intent: 'save' as const, ok: true as const, version: saved.version } satisfies BuilderActionResult;
  } catch (err) {
    const which = intent === 'restore' ? 'restore' : 'save';
    if (err instanceof z.ZodError) {
      const errors: ErrorItem[] = err.issues.map((i) => ({ code: 'common.validation', message: i.message, field: i.path.join('.') }));
      return data({ intent: which, ok: false as const, errors } satisfies BuilderActionResult, { status: 422 });
    }
    if (!isAppError(err)) throw err;
    return data({ intent: which, ok: false as const, errors: err.items } satisfies BuilderActionResult, { status: err.status });
  }
}
