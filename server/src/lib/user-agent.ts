// The browser and operating system a log row shows (登录日志, 操作日志), read from the User-Agent once, when the row is
// written. Small on purpose: the names an administrator recognises, the major version, and 未知 for anything else.

export interface ClientSoftware {
  browser: string;
  os: string;
}

const UNKNOWN = '未知';

// Order matters: Edge, Opera and the Chinese browsers also say Chrome and Safari, Chrome also says Safari.
const BROWSERS: Array<[RegExp, string]> = [
  [/MicroMessenger\/(\d+)/, '微信'],
  [/DingTalk\/(\d+)/, '钉钉'],
  [/QQBrowser\/(\d+)/, 'QQ浏览器'],
  [/(?:SE 2\.X MetaSr|MetaSr)/, '搜狗浏览器'],
  [/360SE|360EE/, '360浏览器'],
  [/UCBrowser\/(\d+)/, 'UC浏览器'],
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/HeadlessChrome\/(\d+)/, 'Chrome Headless'],
  [/(?:Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)(?:\.\d+)*.*Safari\//, 'Safari'],
  [/(?:MSIE |Trident\/.*rv:)(\d+)/, 'Internet Explorer'],
];

const WINDOWS: Record<string, string> = { '10.0': '10', '6.3': '8.1', '6.2': '8', '6.1': '7', '6.0': 'Vista', '5.1': 'XP' };

function osOf(ua: string): string {
  const windows = /Windows NT (\d+\.\d+)/.exec(ua);
  if (windows) return `Windows ${WINDOWS[windows[1]!] ?? windows[1]}`;
  const android = /Android (\d+(?:\.\d+)?)/.exec(ua);
  if (android) return `Android ${android[1]}`;
  const ios = /(?:iPhone|iPad|iPod).*? OS (\d+)/.exec(ua);
  if (ios) return `iOS ${ios[1]}`;
  const mac = /Mac OS X (\d+)[._](\d+)/.exec(ua);
  if (mac) return `macOS ${mac[1]}.${mac[2]}`;
  if (/HarmonyOS|OpenHarmony/.test(ua)) return 'HarmonyOS';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/UOS|Deepin/i.test(ua)) return 'UOS';
  if (/Kylin/i.test(ua)) return '麒麟';
  if (/Linux/.test(ua)) return 'Linux';
  return UNKNOWN;
}

function browserOf(ua: string): string {
  for (const [pattern, name] of BROWSERS) {
    const found = pattern.exec(ua);
    if (found) return found[1] ? `${name} ${found[1]}` : name;
  }
  return UNKNOWN;
}

/** '未知' for both when there is no User-Agent or it names nothing known. */
export function parseUserAgent(ua: string | undefined | null): ClientSoftware {
  const text = (ua ?? '').slice(0, 1_000);
  if (!text.trim()) return { browser: UNKNOWN, os: UNKNOWN };
  return { browser: browserOf(text), os: osOf(text) };
}
