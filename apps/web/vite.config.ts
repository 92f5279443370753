import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // Workspace packages ship TypeScript source; bundle them into the server build instead of
  // leaving bare imports that plain Node could not load.
  ssr: { noExternal: [/^@foyer\//, '@puckeditor/core'] },
  build: { target: 'es2022' },
});
