// Request validation: strict JSON bodies (no coercion, no silently dropped fields), coerced query strings, Chinese messages.
import Ajv, { type ErrorObject } from 'ajv';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';

const base = { useDefaults: true, removeAdditional: false, allErrors: false, allowUnionTypes: true } as const;
// A body must have the right JSON types; '5' for a number is a client bug worth reporting.
const bodyAjv = new Ajv({ ...base, coerceTypes: false });
// Query strings are text by nature, so numbers and booleans are read from it.
const queryAjv = new Ajv({ ...base, coerceTypes: 'array' });

export function installValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? bodyAjv.compile(schema) : queryAjv.compile(schema),
  );
  app.setSchemaErrorFormatter((errors, context) => {
    const error = new Error(formatValidationErrors(errors, context)) as Error & { statusCode: number };
    error.statusCode = 400;
    return error;
  });
}

const typeNames: Record<string, string> = {
  string: '字符串', integer: '整数', number: '数字', boolean: '布尔值', array: '数组', object: '对象', null: '空值',
};

/** '参数错误：username 不能为空' — one clear sentence about the first problem found. */
export function formatValidationErrors(errors: FastifySchemaValidationError[], context: string): string {
  const e = errors[0] as ErrorObject | undefined;
  if (!e) return '参数错误';
  const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = path || (context === 'body' ? '请求体' : '查询参数');
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return `参数错误：${path ? `${path}.` : ''}${String(p.missingProperty)} 不能为空`;
    case 'additionalProperties':
      return `参数错误：不支持的参数 ${path ? `${path}.` : ''}${String(p.additionalProperty)}`;
    case 'type': {
      const wanted = String(p.type).split(',').map((t) => typeNames[t] ?? t).join('或');
      return `参数错误：${field} 应为${wanted}`;
    }
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
