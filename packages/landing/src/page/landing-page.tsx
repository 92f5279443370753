import type { ReactNode } from 'react';
import { Render } from '@puckeditor/core/rsc';
import { useTranslation } from 'react-i18next';
import type { LandingData } from '../data.ts';
import { LandingDataContext } from '../landing-data-context.ts';
import '../landing.css';
import { puckConfig, toLandingPuckData } from '../puck-config.tsx';
import { visibleModules, type LpSettings } from '../schema/index.ts';
import { themeStyle } from '../theme/theme-style.ts';
import { HelpMenu } from './help-menu.tsx';
import { PageFooter } from './page-footer.tsx';
import { PageHeader } from './page-header.tsx';
import { SideMenu } from './side-menu.tsx';

export type LandingPageProps = {
  settings: LpSettings;
  data: LandingData;
  /** Off when the surrounding layout already offers one as the first focusable element. */
  skipLink?: boolean;
  /**
   * Off when the surrounding layout's `<main>` holds the page (the event layout, the builder):
   * the modules' area is then a plain element, so the page has one main landmark, not two.
   */
  landmark?: boolean;
};

/** Whether the page lists the event's components in its side menu (its organizer may hide it). */
export function showsSideMenu(settings: Pick<LandingPageProps['settings'], 'side_menu' | 'theme'>): boolean {
  return settings.side_menu.enabled && settings.theme.side_menu_type !== 'hidden';
}

/**
 * Everything of the page around its modules (theme, header, side menu, help menu, footer). The
 * public page and the builder's preview both use it, so the preview is the page.
 */
export function LandingChrome({ settings, data, skipLink = true, landmark = true, children }: LandingPageProps & { children: ReactNode }) {
  const { t } = useTranslation('landing');
  const { theme } = settings;
  const showMenu = showsSideMenu(settings);
  const classes = ['lp', `lp--${theme.theme_type}`, showMenu ? 'lp--with-menu' : '', theme.default_bubbles ? 'lp--bubbles' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <LandingDataContext.Provider value={data}>
      <div className={classes} style={themeStyle(data.event, theme.theme_type, theme.main_color)} lang={data.locale}>
        {skipLink ? (
          <a className="lp-skip" href="#lp-main">
            {t('skipToContent')}
          </a>
        ) : null}
        {settings.header.enabled ? (
          <PageHeader settings={settings} />
        ) : (
          <h1 className="lp-visually-hidden">{settings.header.title?.trim() || data.event.title}</h1>
        )}
        <div className="lp-body">
          {showMenu ? <SideMenu compact={theme.side_menu_type === 'compact'} /> : null}
          {landmark ? (
            <main id="lp-main" className="lp-main" tabIndex={-1}>
              {children}
            </main>
          ) : (
            <div id="lp-main" className="lp-main">
              {children}
            </div>
          )}
        </div>
        {settings.help.enabled ? <HelpMenu help={settings.help} /> : null}
        {settings.footer.enabled ? <PageFooter footer={settings.footer} /> : null}
      </div>
    </LandingDataContext.Provider>
  );
}

/**
 * An event's public landing page. Modules go through Puck's server-safe `Render` (plain
 * components, no editor runtime), filtered for the visitor before rendering.
 */
export function LandingPage(props: LandingPageProps) {
  const modules = visibleModules(props.settings, { loggedIn: props.data.loggedIn });
  const puckData = toLandingPuckData({ ...props.settings, modules });
  return (
    <LandingChrome {...props}>
      <Render config={puckConfig} data={puckData} />
    </LandingChrome>
  );
}
