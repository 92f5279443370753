#!/usr/bin/env node
// The CLI is TypeScript; tsx compiles it on the fly so operators need no build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
