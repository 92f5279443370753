import { parseWithZod } from '@conform-to/zod/v4';
import { login } from '@foyer/core/accounts/login';
import { sendMagicLink } from '@foyer/core/accounts/send-magic-link';
import { requestJoin } from '@foyer/core/access/request-join';
import { saveUserConsents } from '@foyer/core/consents/save-user-consents';
import { AppError } from '@foyer/core/errors';
import { webViewer } from '../../../session/web-session.server.ts';
import { consentAnswers, emailFormSchema, loginFormSchema } from '../auth-schemas.ts';
import { authSource, type AuthRequest } from './auth-request.server.ts';
import { failure, invalid, respond } from './auth-respond.server.ts';
import { finishSignIn } from './sign-in.server.ts';
import { continueSignIn, missingConsentViews } from './sign-in-steps.server.ts';
import { socialSignIn } from './social-sign-in.server.ts';

type Form = FormData;

/** E-mail and password (SPEC §2 login). */
async function passwordLogin(req: AuthRequest, form: Form) {
  const submission = parseWithZod(form, { schema: loginFormSchema });
  if (submission.status !== 'success') return invalid('login', submission);
  const { email, password } = submission.value;
  try {
    const tokens = await login(req.ctx, { email, password, event_id: req.event.id }, { ip: req.ip });
    return await finishSignIn(req, 'login', tokens);
  } catch (err) {
    return failure('login', err, { submission, fields: ['email', 'password'], email });
  }
}

/** The passwordless link; the answer is the same whether or not the account exists. */
async function magicLink(req: AuthRequest, form: Form) {
  const submission = parseWithZod(form, { schema: emailFormSchema });
  if (submission.status !== 'success') return invalid('magic-link', submission);
  const { email } = submission.value;
  try {
    await sendMagicLink(req.ctx, { email, event_id: req.event.id, source: authSource, locale: req.locale }, { ip: req.ip });
    return respond('magic-link', { type: 'magic-link-sent', email }, { js: req.js });
  } catch (err) {
    return failure('magic-link', err, { submission, fields: ['email'], email });
  }
}

/** The missing system consents dialog (cannot be cancelled), then the rest of the login flow. */
async function systemConsents(req: AuthRequest, form: Form) {
  const { viewer } = await webViewer(req.ctx, req.request);
  if (!viewer) return failure('consents', notSignedIn());
  try {
    const missing = await missingConsentViews(req.ctx, viewer, req.locale);
    await saveUserConsents(req.ctx, viewer, { consents: consentAnswers(missing, form) });
    const step = await continueSignIn(req.ctx, req.event, viewer, { basePath: req.basePath, next: req.next, locale: req.locale });
    return respond('consents', step, { js: req.js, pendingAt: req.pendingAt });
  } catch (err) {
    return failure('consents', err);
  }
}

/** The whitelist dialog's "request access" button. */
async function joinRequest(req: AuthRequest) {
  const { viewer } = await webViewer(req.ctx, req.request);
  if (!viewer) return failure('request-join', notSignedIn());
  try {
    await requestJoin(req.ctx, viewer, req.event.id);
    return respond('request-join', { type: 'join-requested' }, { js: req.js });
  } catch (err) {
    return failure('request-join', err);
  }
}

/** The consents and request buttons act for the signed-in viewer; the cookie may have expired meanwhile. */
const notSignedIn = () => new AppError('common.not_authenticated', 'You are not logged in.');

/** The login screen's action: one form per intent (SPEC §2 login, §4 login flow and social sign-in). */
export async function loginAction(req: AuthRequest) {
  const form = req.form!;
  switch (form.get('intent')) {
    case 'magic-link':
      return magicLink(req, form);
    case 'social':
      return socialSignIn(req, form);
    case 'consents':
      return systemConsents(req, form);
    case 'request-join':
      return joinRequest(req);
    default:
      return passwordLogin(req, form);
  }
}
