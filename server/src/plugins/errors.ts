// Every failure answers the envelope: a business refusal HTTP 200 and code 1, 400 bad input (a value PostgreSQL refuses
// included), 404 unknown path, 413 too large, 500 crash (the server keeps running).
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, fail } from '../lib/envelope.ts';
import { Refusal } from '../lib/refusal.ts';
import { isApiPath } from './auth.ts';
import { inClientTerms } from './validation.ts';

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | Refusal, request, reply) => {
    // Sent like a handler's answer: serialised by the route's 200 schema (data is nullable), seen by onSend (the operation log).
    if (error instanceof Refusal) return reply.code(200).send(fail(error.message));
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send({ code: error.statusCode, msg: error.message, data: error.data });
    }
    const status = error.statusCode ?? 500;
    if (error.validation || status === 400) {
      // Fastify's own 400s (bad JSON, empty JSON body) speak English; say it in Chinese.
      const msg = error.validation ? inClientTerms(request, error.message) : badRequestMessage(error);
      return reply.code(400).send({ code: 400, msg, data: null });
    }
    if (status === 413) {
      return reply.code(413).send({ code: 413, msg: '请求内容过大，最大 1 MiB', data: null });
    }
    if (status === 415) {
      return reply.code(415).send({ code: 415, msg: '不支持的请求内容类型，请使用 application/json', data: null });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ code: status, msg: '请求无法处理', data: null });
    }
    if (isDataException(error)) {
      // Input checks should have stopped this value; it is still the request's value, not a crash of ours.
      request.log.error({ err: error }, 'a bad value reached the database');
      return reply.code(400).send({ code: 400, msg: '参数错误：参数值无效', data: null });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ code: 500, msg: '服务器内部错误，请稍后重试', data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    const msg = isApiPath(request.url) ? '接口不存在' : '页面不存在';
    return reply.code(404).send({ code: 404, msg, data: null });
  });
}

/** PostgreSQL's class 22 "data exception" (bad text encoding, number out of range, invalid date…): a value the request sent. */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

function badRequestMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return '参数错误：请求体不能为空';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return '参数错误：请求体不是合法的 JSON';
    default:
      return error.code === undefined && error.message.startsWith('参数错误') ? error.message : '参数错误：请求格式不正确';
  }
}
