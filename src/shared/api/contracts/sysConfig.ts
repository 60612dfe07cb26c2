// 参数设置: typed settings (number, boolean, text) with unit and range; 系统内置 ones are read by the server.
import { Type, type Static } from '@sinclair/typebox';
import { Body, Int, IntEnum, NoBody, Nullable, NullableText, Optional, OptionalBody, Page, Paging, ReqStr, Str, StringEnum, type EndpointMap } from './schema.ts';

export const SettingValueType = StringEnum(['number', 'boolean', 'text'] as const);

export const Setting = Type.Object({
  id: Type.Integer(),
  configKey: Type.String(),
  configName: Type.String(),
  valueType: SettingValueType,
  configValue: Type.String(),
  unit: NullableText(),
  minValue: Nullable(Type.Number()),
  maxValue: Nullable(Type.Number()),
  remark: NullableText(),
  /** 系统内置: read by the server; its key, type and range are fixed and it cannot be deleted. */
  builtin: Type.Boolean(),
  updateTime: Type.String(),
});
export type Setting = Static<typeof Setting>;

export const SettingPageRequest = OptionalBody({
  ...Paging,
  configName: Optional(Str(100)),
  configKey: Optional(Str(100)),
  /** 1 系统内置, 0 not */
  builtin: Optional(IntEnum([0, 1] as const)),
});
export type SettingPageRequest = Static<typeof SettingPageRequest>;

const Bound = () => Optional(Nullable(Type.Number({ minimum: -1e12, maximum: 1e12 })));

const settingFields = {
  configKey: ReqStr(100),
  configName: ReqStr(100),
  valueType: SettingValueType,
  configValue: Str(500),
  unit: Optional(Nullable(Str(20))),
  minValue: Bound(),
  maxValue: Bound(),
  remark: Optional(Nullable(Str(500))),
};

export const SettingSaveRequest = Body(settingFields);
export type SettingSaveRequest = Static<typeof SettingSaveRequest>;
export const SettingUpdateRequest = Body({ id: Int(1), ...settingFields });
export type SettingUpdateRequest = Static<typeof SettingUpdateRequest>;

export const sysConfigEndpoints = {
  '/api/sys/config/page': { body: SettingPageRequest, reply: Page(Setting) },
  '/api/sys/config/info': { body: Body({ id: Int(1) }), reply: Setting },
  '/api/sys/config/save': { body: SettingSaveRequest, reply: Type.Object({ id: Type.Integer() }) },
  '/api/sys/config/update': { body: SettingUpdateRequest, reply: Type.Null() },
  /** Refused for 系统内置 settings. */
  '/api/sys/config/delete': { body: Body({ ids: Type.Array(Int(1), { minItems: 1, maxItems: 100 }) }), reply: Type.Null() },
  /** Every server reads the settings again (after a change made in the database by hand). */
  '/api/sys/config/refreshCache': { body: NoBody, reply: Type.Null() },
} as const satisfies EndpointMap;
