/** The magic-link flow (SPEC §7 magic_link and magic_link/authenticate), one service per file. */
export { sendMagicLink, sendMagicLinkInput, type SendMagicLinkInput } from './send-magic-link.ts';
export { authenticateMagicLink, authenticateMagicLinkInput, type AuthenticateMagicLinkInput } from './authenticate-magic-link.ts';
