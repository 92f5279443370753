import type { Api } from './auth-test-helpers.ts';

/** The part of JSON Schema the API's zod schemas produce and the generated tests read. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  $ref?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  example?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
};

export interface OperationParam {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

/** One operation of the OpenAPI document, as the generated tests (fuzz, role matrix) walk them. */
export interface Operation {
  method: string;
  path: string;
  params: OperationParam[];
  /** The application/json request body, $refs resolved. */
  body?: JsonSchema;
  /** The body is multipart/form-data (an upload), not JSON. */
  multipart: boolean;
  /** `x-access`: who may call it (access-levels.ts); undefined when the route does not say. */
  access: unknown;
}

type DocOperation = {
  parameters?: OperationParam[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  'x-access'?: unknown;
};

/** Every operation of the API's /openapi.json (new ones included), in the document's order. */
export async function loadOperations(api: Pick<Api, 'request'>): Promise<Operation[]> {
  const doc = (await (await api.request('/openapi.json')).json()) as {
    paths: Record<string, Record<string, DocOperation>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const resolve = (s?: JsonSchema): JsonSchema | undefined => (s?.$ref ? resolve(doc.components?.schemas?.[s.$ref.split('/').pop()!]) : s);
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const content = op.requestBody?.content ?? {};
      ops.push({
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        body: resolve(content['application/json']?.schema),
        multipart: 'multipart/form-data' in content,
        access: op['x-access'],
      });
    }
  }
  return ops;
}

/** Realtime streams never end by themselves; tests that read whole answers leave them out. */
export const isStream = (op: Pick<Operation, 'path'>) => op.path.startsWith('/realtime');
