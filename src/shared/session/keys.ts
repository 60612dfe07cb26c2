/** sessionStorage keys, exactly as the spec names them. */
export const SESSION_KEYS = {
  token: 'token',
  landlineNumber: 'landlineNumber',
  userId: 'userId',
  vCode: 'vCode',
  reconnect: 'reconnect',
  noticeLocation: 'noticeLocation',
  orderInfo: 'orderInfo',
  gongdanIp: 'gongdanIp',
  gongdanPort: 'gongdanPort',
} as const;

/** localStorage keys, exactly as the spec names them. */
export const LOCAL_KEYS = {
  permission: 'permission',
} as const;

/** What a signed-out session loses; the registration draft and the widget position survive a 401 and a re-login. */
export const SIGN_OUT_CLEARS = [
  SESSION_KEYS.token,
  SESSION_KEYS.landlineNumber,
  SESSION_KEYS.userId,
  SESSION_KEYS.vCode,
  SESSION_KEYS.reconnect,
  SESSION_KEYS.gongdanIp,
  SESSION_KEYS.gongdanPort,
] as const;
