// CTI socket constants (spec §7 "WebSocket", §8): reply codes, the descs the softphone reacts to, setAgentInfo's
// finishTime and the calledType values. Shared by the simulator and the softphone.

/** Reply codes: 200 ok, 401 bad token, 402 unknown extension, 403 not your extension, 400 bad message, 500 refused. */
export const CtiCode = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  unknownExtension: 402,
  forbidden: 403,
  failed: 500,
} as const;

/** desc values the softphone reacts to (spec §8). */
export const CtiDesc = {
  notRegistered: '分机未注册',
  muteFailed: '静音失败',
  transferOk: '转接成功',
  transferFailed: '转接失败',
  hangUpOk: '挂断成功',
  callOk: '呼叫成功',
} as const;

/** finishTime sent with setAgentInfo (after-call wrap-up, in seconds); the simulator's default when it is left out. */
export const FINISH_TIME = 15;
/** Call form calledType values. */
export const CALLED_TYPE_SKILL_GROUP = 1;
export const CALLED_TYPE_PHONE = 2;
/** transfer calledType when the target number is not an extension. */
export const CALLED_TYPE_EXTERNAL = 3;
