/**
 * Imported first by server.ts, before React or React Router load: they pick their production or
 * development build from process.env.NODE_ENV when first imported, and `npm start` sets none —
 * so production ran React's development build (~35 % more CPU per server-rendered page, and its
 * warnings). `--dev` (npm run dev) is development; anything else defaults to production.
 */
process.env.NODE_ENV ??= process.argv.includes('--dev') ? 'development' : 'production';
