import postgres from 'postgres';

/** A fresh database on the server DATABASE_URL points at, dropped again by `drop()`. */
export async function createBenchDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `foyer_bench_${Date.now()}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const a = postgres(baseUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists "${name}" with (force)`);
      await a.end();
    },
  };
}
