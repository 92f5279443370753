import { z } from 'zod';

/**
 * zod 4 compiles object parsers with `new Function` after probing whether eval is allowed; under
 * our Content-Security-Policy (no 'unsafe-eval') the probe is refused and the browser files a CSP
 * violation on every page. In the browser zod runs without that compiler — it parses a handful of
 * small forms there — while the server keeps it. Imported first by root.tsx, so it runs before any
 * module defines a schema (a parser reads the setting when its schema is made).
 */
z.config({ jitless: true });
