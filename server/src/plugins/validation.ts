// What the server accepts: JSON bodies (empty = no body) with the right types (no coercion), coerced query strings,
// unknown fields dropped (a page size named `limit` read as `size`), no NUL characters, finite numbers only; every refusal a Chinese 400.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { ApiError } from '../lib/envelope.ts';

// Unknown fields are removed before the handler sees them: old and new clients of one API keep working.
// `verbose` puts the offending value on each error, to tell a missing body from a body of the wrong type.
const base = { useDefaults: true, removeAdditional: true, allErrors: false, allowUnionTypes: true, verbose: true } as const;

/** `changes: ['content', 'sort']` — an update must name at least one of the fields it may change. */
const changesKeyword = {
  keyword: 'changes',
  type: 'object',
  schemaType: 'array',
  validate: (fields: string[], data: Record<string, unknown>) => fields.some((f) => data[f] !== undefined),
} as const;

function newAjv(coerceTypes: boolean | 'array'): Ajv {
  const ajv = new Ajv({ ...base, coerceTypes });
  ajv.addKeyword(changesKeyword);
  return ajv;
}

// A body must have the right JSON types; '5' for a number is a client bug worth reporting.
const bodyAjv = newAjv(false);
// Query strings and path parameters are text by nature, so numbers and booleans are read from them.
const queryAjv = newAjv('array');

export function installValidation(app: FastifyInstance): void {
  // Many clients send `Content-Type: application/json` on a POST without a body: that is "no body", not bad JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body as string, done);
  });

  // PostgreSQL refuses NUL in text; refuse it here, in any string or name of any part, before anything is read or written.
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
      const where = nulPath(value);
      if (where !== null) throw new ApiError(400, `参数错误：${where || (part === 'body' ? '请求体' : '参数')} 包含非法字符`);
    }
  });

  // renren-ui and many older clients name the page size `limit`: a paged list takes it as `size` when `size` is not given,
  // so the list's own bounds on `size` apply to it.
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema as { body?: { properties?: Record<string, unknown> } } | undefined;
    const body = request.body as Record<string, unknown> | undefined;
    if (!schema?.body?.properties?.size || !body || typeof body !== 'object') return;
    if (body.limit !== undefined && body.size === undefined) {
      body.size = body.limit;
      sizeSentAsLimit.add(request);
    }
  });

  app.setValidatorCompiler(({ schema, httpPart }) => finiteOnly((httpPart === 'body' ? bodyAjv : queryAjv).compile(schema)));
  app.setSchemaErrorFormatter((errors, context) => {
    const error = new Error(formatValidationErrors(errors, context)) as Error & { statusCode: number };
    error.statusCode = 400;
    return error;
  });
}

/**
 * Wraps a validator so that Infinity and NaN never pass: JSON reads 1e309 as Infinity and ajv coerces '1e309'
 * in a query string to Infinity, which no range check reliably stops and PostgreSQL then refuses.
 */
function finiteOnly(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown, ctx?: Parameters<ValidateFunction>[1]) => {
    const valid = validate(data, ctx);
    const where = nonFinitePath(data);
    if (where !== null) {
      checked.errors = [{ keyword: 'finite', instancePath: where, schemaPath: '', params: {}, message: 'must be a finite number' }];
      return false;
    }
    checked.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  // Fastify passes the parent object (so ajv may coerce a root value) only to validators that carry schemaEnv.
  return Object.assign(checked, { schemaEnv: validate.schemaEnv, schema: validate.schema });
}

type Walked = { value: unknown; path: string };

/** Walks every value under `root` without recursion (a deeply nested body must not overflow the stack). */
function findPath(root: unknown, test: (value: unknown, key: string | null) => boolean): string | null {
  const stack: Walked[] = [{ value: root, path: '' }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (test(value, null)) return path;
    if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = `${path}/${key}`;
        if (test(undefined, key)) return childPath;
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}

/** 'list.0.name' of the first string or name holding a NUL character; '' for the root; null when there is none. */
function nulPath(root: unknown): string | null {
  const path = findPath(root, (value, key) => (typeof value === 'string' && value.includes('\u0000')) || (key !== null && key.includes('\u0000')));
  return path === null ? null : displayPath(path.replace(/\u0000/g, ''));
}

/** The JSON pointer of the first number that is not finite; null when there is none. */
function nonFinitePath(root: unknown): string | null {
  return findPath(root, (value) => typeof value === 'number' && !Number.isFinite(value));
}

const displayPath = (pointer: string) => pointer.replace(/^\//, '').replace(/\//g, '.');

const typeNames: Record<string, string> = {
  string: '字符串', integer: '整数', number: '数字', boolean: '布尔值', array: '数组', object: '对象', null: '空值',
};

/** Requests whose page size came as `limit`: a refusal of it names the field the client sent. */
const sizeSentAsLimit = new WeakSet<FastifyRequest>();

/** A validation message about `size` says `limit` when that is what the client sent. */
export const inClientTerms = (request: FastifyRequest, message: string): string =>
  (sizeSentAsLimit.has(request) ? message.replace(/^参数错误：size /, '参数错误：limit ') : message);

/** '参数错误：username 不能为空' — one clear sentence about the first problem found. */
export function formatValidationErrors(errors: FastifySchemaValidationError[], context: string): string {
  const e = errors[0] as ErrorObject | undefined;
  if (!e) return '参数错误';
  const path = displayPath(e.instancePath);
  const field = path || (context === 'body' ? '请求体' : '查询参数');
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return `参数错误：${path ? `${path}.` : ''}${String(p.missingProperty)} 不能为空`;
    case 'additionalProperties':
      return `参数错误：不支持的参数 ${path ? `${path}.` : ''}${String(p.additionalProperty)}`;
    case 'type': {
      // No body at all where one is needed: say so rather than "请求体 应为对象".
      if (!path && context === 'body' && (e.data === null || e.data === undefined)) return '参数错误：请求体不能为空';
      const wanted = String(p.type).split(',').map((t) => typeNames[t] ?? t).join('或');
      return `参数错误：${field} 应为${wanted}`;
    }
    case 'finite':
      return `参数错误：${field} 不是有效的数字`;
    case 'changes':
      return `参数错误：${path ? `${path} ` : ''}没有需要修改的内容，请至少填写 ${(e.schema as string[]).join('、')} 之一`;
    case 'minLength':
      return p.limit === 1 ? `参数错误：${field} 不能为空` : `参数错误：${field} 长度不能少于 ${String(p.limit)} 个字符`;
    case 'maxLength':
      return `参数错误：${field} 长度不能超过 ${String(p.limit)} 个字符`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `参数错误：${field} 不能小于 ${String(p.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `参数错误：${field} 不能大于 ${String(p.limit)}`;
    case 'minItems':
      return `参数错误：${field} 至少需要 ${String(p.limit)} 项`;
    case 'maxItems':
      return `参数错误：${field} 不能超过 ${String(p.limit)} 项`;
    case 'enum':
      return `参数错误：${field} 取值无效，可选值为 ${(p.allowedValues as unknown[]).join('、')}`;
    case 'pattern':
    case 'format':
      return `参数错误：${field} 格式错误`;
    default:
      return `参数错误：${field} 不合法`;
  }
}
