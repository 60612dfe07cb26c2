// Small JSON-schema builders shared by the routes, so each route's schema stays one readable block.
export const str = (maxLength = 200, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;
export const requiredStr = (maxLength = 200) => str(maxLength, 1);
export const int = (minimum = 0, maximum = 2_147_483_647) => ({ type: 'integer', minimum, maximum }) as const;

/** An object body of these properties; any other field is dropped before the handler sees it. */
export function body(properties: Record<string, object>, required: string[] = []) {
  return { type: 'object', additionalProperties: false, properties, required } as const;
}

/** An update: the `keys` naming the row (all required) and the fields it may change, at least one of them given. */
export function update(keys: Record<string, object>, changes: Record<string, object>) {
  return { ...body({ ...keys, ...changes }, Object.keys(keys)), changes: Object.keys(changes) } as const;
}

/** Calls without input: an empty object, or no body at all. */
export const noBody = { type: ['object', 'null'], additionalProperties: false, properties: {} } as const;

/** Query-string parameters; unknown ones are dropped like unknown body fields. */
export function query(properties: Record<string, object>, required: string[] = []) {
  return { type: 'object', additionalProperties: false, properties, required } as const;
}

/** page/current (1-based) and size, plus filters. */
export const paging = {
  page: int(1, 100_000),
  current: int(1, 100_000),
  size: int(1, 100_000),
};

export function pageOf(input: { page?: number; current?: number; size?: number }): { current: number; size: number; offset: number } {
  const current = input.current ?? input.page ?? 1;
  const size = input.size ?? 10;
  return { current, size, offset: (current - 1) * size };
}

/** Escapes LIKE wildcards so a user's '%' or '_' matches literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
