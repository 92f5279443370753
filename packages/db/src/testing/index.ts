export { createTestDb } from './create-test-db.ts';
