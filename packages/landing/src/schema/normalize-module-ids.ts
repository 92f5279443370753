/**
 * Older settings stored modules without ids, and Puck needs a unique id per item: give missing
 * ids a stable, position-based one and make duplicates unique. Other values pass through for the
 * schema to judge.
 */
export function normalizeModuleIds(modules: unknown): unknown {
  if (!Array.isArray(modules)) return modules;
  const seen = new Set<string>();
  return modules.map((module: unknown, index) => {
    if (typeof module !== 'object' || module === null || Array.isArray(module)) return module;
    const record = module as Record<string, unknown>;
    let id = typeof record.id === 'string' && record.id.trim() !== '' ? record.id : `module-${index + 1}`;
    for (let n = index + 1; seen.has(id); n++) id = `${id}-${n}`;
    seen.add(id);
    return id === record.id ? module : { ...record, id };
  });
}
