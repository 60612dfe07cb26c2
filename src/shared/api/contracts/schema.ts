// Builders of the contracts' JSON schemas (TypeBox values that are also TypeScript types). A contract module imports
// nothing but TypeBox and other contract modules, so the server can validate with it and the client can `import type` it.
import { Type, type Static, type TObject, type TOptional, type TProperties, type TSchema, type TUnsafe } from '@sinclair/typebox';

export type { Static, TSchema } from '@sinclair/typebox';

// ---- request fields (the limits the server enforces) ----

export const Str = (maxLength = 200, minLength = 0) => Type.String({ minLength, maxLength });
export const ReqStr = (maxLength = 200) => Str(maxLength, 1);
export const Int = (minimum = 0, maximum = 2_147_483_647) => Type.Integer({ minimum, maximum });
export const Bool = () => Type.Boolean();
/** One of these strings (a plain `enum`, which both ajv and the serializer handle without trying each branch). */
export const StringEnum = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
/** One of these integers. */
export const IntEnum = <const T extends readonly number[]>(values: T) => Type.Unsafe<T[number]>({ type: 'integer', enum: [...values] });
/** A field that takes either JSON type (`closeDate: '2024-…' | 1718000000`); extra keywords apply to the matching type. */
export const Either = <T>(types: readonly string[], keywords: Record<string, unknown> = {}) => Type.Unsafe<T>({ type: [...types], ...keywords });
export const Optional = Type.Optional;

/** An object body of these properties; any other field is dropped before the handler sees it. */
export const Body = <P extends TProperties>(properties: P) => Type.Object(properties, { additionalProperties: false });
/** Query-string parameters; unknown ones are dropped like unknown body fields. */
export const Query = Body;

/** A body that may also be absent or null (`{}`, `null` and no body at all mean the same). */
export function OptionalBody<P extends TProperties>(properties: P): TUnsafe<Static<TObject<P>> | null | undefined> {
  return Type.Unsafe({ ...Body(properties), type: ['object', 'null'] });
}

/** Input of a call without input: an empty object, null, or no body at all. */
export type NoInput = Record<string, never> | null | undefined;
export const NoBody = Type.Unsafe<NoInput>({ type: ['object', 'null'], additionalProperties: false, properties: {} });

/** An update: the `keys` naming the row (all required) and the fields it may change, at least one of them given. */
export function Update<K extends TProperties, C extends TProperties>(keys: K, changes: C) {
  const optional = Object.fromEntries(Object.entries(changes).map(([name, schema]) => [name, Type.Optional(schema)])) as { [N in keyof C]: TOptional<C[N]> };
  return Type.Object({ ...keys, ...optional }, { additionalProperties: false, changes: Object.keys(changes) });
}

/** page/current (1-based) and size. */
export const Paging = {
  page: Type.Optional(Int(1, 100_000)),
  current: Type.Optional(Int(1, 100_000)),
  size: Type.Optional(Int(1, 100_000)),
};
const PagingObject = Body(Paging);
export type PageQuery = Static<typeof PagingObject>;

// ---- reply fields ----

/**
 * `T | null`. A serializer given null for a non-null field writes "" or {} instead, so every field that may be null
 * says so; a plain type list keeps the serializer from trying each branch of a union on every value.
 */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const { type, enum: values } = schema as { type?: unknown; enum?: unknown[] };
  if (type === 'null') return schema as TUnsafe<Static<T> | null>;
  if (typeof type === 'string') return Type.Unsafe({ ...schema, type: [type, 'null'], ...(values ? { enum: [...values, null] } : {}) });
  if (Array.isArray(type)) return Type.Unsafe({ ...schema, type: type.includes('null') ? type : [...type, 'null'] });
  return Type.Unsafe(Type.Union([schema, Type.Null()]));
}

export const Text = () => Type.String();
export const Integer = () => Type.Integer();
export const NullableText = () => Nullable(Type.String());
export const NullableInt = () => Nullable(Type.Integer());
/** 'YYYY-MM-DD HH:mm:ss' (China Standard Time). */
export const DateTime = () => Type.String();
export const NullableDateTime = () => Nullable(Type.String());
/** A day 'YYYY-MM-DD' or a moment 'YYYY-MM-DD HH:mm:ss' a list is filtered from / to. */
export const DateOrDateTime = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$', maxLength: 19 });

/** Paged lists: `records` + `total`, the page answered (1-based) and its size. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({ records: Type.Array(item), total: Type.Integer(), current: Type.Integer(), size: Type.Integer() });
export type Page<T> = { records: T[]; total: number; current: number; size: number };
/** Paged lists of large tables: `total` counts up to the list's cap; `more` says there are more rows than that. */
export const CappedPage = <T extends TSchema>(item: T) =>
  Type.Object({ records: Type.Array(item), total: Type.Integer(), more: Type.Boolean(), current: Type.Integer(), size: Type.Integer() });

/** `{ value, label }` entries of a fixed list. */
export const Option = <V extends TSchema>(value: V) => Type.Object({ value, label: Type.String() });

/** Every response: code 0 = success (200 for business data), anything else = failure explained in msg; data is null on failure. */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({ code: Type.Integer(), msg: Type.String(), data: Nullable(data) });
/** The call-centre calls also say their message in `desc`. */
export const EnvelopeWithDesc = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), msg: Type.String(), desc: Type.Optional(Type.String()), data: Nullable(data) });

// ---- endpoints ----

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call. Its key in an endpoint map is its path for POST, or `'GET /path'` (the method first) for the others;
 * a `:name` segment is a path parameter described by `params`.
 */
export interface Endpoint {
  readonly body?: TSchema;
  readonly query?: TSchema;
  readonly params?: TSchema;
  /** The envelope's `data` on success. */
  readonly reply: TSchema;
  /** The envelope also carries `desc` (call-centre calls). */
  readonly desc?: true;
  /** Answers a file (a download); a refusal answers the JSON envelope instead. */
  readonly file?: true;
  /** A multipart/form-data body (uploads): the client sends FormData, the server reads the parts itself. */
  readonly multipart?: true;
  /** Answers a text/event-stream (the push channel) instead of one envelope. */
  readonly stream?: true;
}

export type EndpointMap = Record<string, Endpoint>;
