import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { localeInfo, isLocale } from '@foyer/i18n';

/**
 * WAI-ARIA tabs, one per event locale: arrow keys, Home and End move between them; every panel
 * stays rendered (hidden), so nothing typed in another language is lost when switching.
 */
export function LocaleTabs({ id, label, locales, main, mainLabel, current, onSelect, invalid, children }: {
  id: string;
  label: string;
  locales: string[];
  main: string;
  mainLabel: (language: string) => string;
  current: string;
  onSelect: (locale: string) => void;
  /** Locales whose panel holds an error: their tab says so. */
  invalid: Set<string>;
  children: (locale: string) => ReactNode;
}) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const name = (l: string) => (isLocale(l) ? localeInfo[l].title : l);
  const onKeyDown = (e: KeyboardEvent) => {
    const i = locales.indexOf(current);
    const next = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? locales.length - 1 : null;
    if (next === null) return;
    e.preventDefault();
    const l = locales[(next + locales.length) % locales.length]!;
    onSelect(l);
    refs.current[l]?.focus();
  };
  return (
    <div className="mod-tabs">
      <div role="tablist" aria-label={label} className="mod-tabs__list" onKeyDown={onKeyDown}>
        {locales.map((l) => (
          <button
            key={l}
            ref={(el) => {
              refs.current[l] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${l}`}
            aria-selected={l === current}
            aria-controls={`${id}-panel-${l}`}
            tabIndex={l === current ? 0 : -1}
            lang={l}
            className={['mod-tabs__tab', invalid.has(l) ? 'mod-tabs__tab--invalid' : ''].filter(Boolean).join(' ')}
            onClick={() => onSelect(l)}
          >
            {l === main ? mainLabel(name(l)) : name(l)}
            {invalid.has(l) ? <span aria-hidden="true"> ⚠</span> : null}
          </button>
        ))}
      </div>
      {locales.map((l) => (
        <div key={l} role="tabpanel" id={`${id}-panel-${l}`} aria-labelledby={`${id}-tab-${l}`} hidden={l !== current} className="mod-tabs__panel">
          {children(l)}
        </div>
      ))}
    </div>
  );
}
