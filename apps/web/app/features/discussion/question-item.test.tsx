import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { resources } from '@foyer/i18n';
import type { SessionQuestion } from '@foyer/core/discussion/questions';
import { createI18n } from '../../i18n/create-i18n.ts';
import { QuestionItem } from './question-item.tsx';

const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script> javascript:alert(3) "><svg onload=alert(4)>';

function render(q: Partial<SessionQuestion>, opts: { signedIn?: boolean; canModerate?: boolean } = {}) {
  const question: SessionQuestion = {
    id: 7, question: 'Why?', created_at: '2026-05-18T07:08:00.000Z', agenda_session_id: 1, likes: 2, liked_by_me: false,
    accepted_by_moderator: true, anonymous: false, mine: false,
    user: { user_identity_token: 't', first_name: 'Claire', last_name: 'D', company: null, position: null, picture: null }, ...q,
  };
  const Stub = createRoutesStub([{ path: '/', Component: () => <ul><QuestionItem q={question} back="/" signedIn={opts.signedIn ?? true} canModerate={opts.canModerate ?? false} timeZone="Europe/Warsaw" /></ul> }]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={createI18n('en', resources as never)}>
      <Stub />
    </I18nextProvider>,
  );
}

describe('a question as the page shows it', () => {
  it('renders a stored XSS payload as text: no tag, no handler, no javascript: link', () => {
    const html = render({ question: hostile, user: { user_identity_token: 't', first_name: '<b onmouseover=alert(5)>Eve', last_name: '</b>', company: null, position: null, picture: null } });
    expect(html).not.toMatch(/<(img|script|svg|b)\b/);
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;b onmouseover=alert(5)&gt;Eve');
  });

  it('an anonymous question says Anonymous; its asker is told it is anonymous to others', () => {
    expect(render({ anonymous: true, user: null })).toContain('Anonymous');
    expect(render({ anonymous: true, mine: true })).toContain('anonymous to others');
  });

  it('a waiting question: a moderator may approve it, an attendee may not like it yet', () => {
    expect(render({ accepted_by_moderator: false }, { canModerate: true })).toContain('Approve');
    const asker = render({ accepted_by_moderator: false, mine: true });
    expect(asker).toContain('Waiting for approval');
    expect(asker).not.toContain('aria-pressed');
    expect(asker).not.toContain('Approve');
  });

  it('the like button says what it does and how many like it', () => {
    expect(render({ liked_by_me: true, likes: 1 })).toContain('aria-label="Take back the like: 1 like"');
    expect(render({}, { signedIn: false })).not.toContain('<button');
  });
});
