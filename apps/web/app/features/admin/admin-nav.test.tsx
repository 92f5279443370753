import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { locales, resources, type Locale } from '@foyer/i18n';
import { createI18n } from '../../i18n/create-i18n.ts';
import { AdminNav, type AdminNavLink } from './admin-nav.tsx';

/** The nav inside the event layout of `/demo/admin/…`, whose loader data gives the base path. */
function render(locale: Locale, links?: AdminNavLink[]) {
  const Stub = createRoutesStub([
    {
      id: 'slug:event',
      path: '/:slug',
      loader: () => null,
      children: [{ path: 'admin/x', Component: () => <AdminNav links={links} /> }],
    },
  ]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(locale, resources as never)}>
      <Stub initialEntries={['/demo/admin/x']} hydrationData={{ loaderData: { 'slug:event': { basePath: '/demo', event: null } } }} />
    </I18nextProvider>,
  );
}

describe('the admin screens’ navigation', () => {
  it('links the panel’s home and the screen’s neighbours by absolute paths', () => {
    const html = render('en', [{ path: 'join-requests', label: 'Join requests' }]);
    expect(html).toContain('<nav class="fy-admin-nav" aria-label="Admin panel">');
    expect(html).toContain('<a href="/demo/admin" data-discover="true">Admin panel</a>');
    expect(html).toContain('<a href="/demo/admin/join-requests" data-discover="true">Join requests</a>');
  });

  it.each(locales)('names the panel as the event menu does (%s)', (locale) => {
    const i18n = createI18n(locale, resources as never);
    const menuLabel = i18n.t('dashboard:nav.admin');
    const html = render(locale);
    expect(html).toContain(`>${menuLabel}</a>`);
  });
});
