// A browser's User-Agent in the words an admin list shows (浏览器, 操作系统): the family and major version, nothing finer.

/** First match wins: Edge and Opera also say Chrome, Chrome also says Safari. */
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/MicroMessenger\/(\d+)/, '微信'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* .*Safari\//, 'Safari'],
  [/(?:MSIE |Trident\/.*rv:)(\d+)/, 'IE'],
];

const SYSTEMS: Array<[RegExp, (m: RegExpMatchArray) => string]> = [
  [/Windows NT 10\.0/, () => 'Windows 10/11'],
  [/Windows NT 6\.3/, () => 'Windows 8.1'],
  [/Windows NT 6\.1/, () => 'Windows 7'],
  [/Windows/, () => 'Windows'],
  [/Android (\d+)/, (m) => `Android ${m[1]}`],
  [/(?:iPhone|iPad).*OS (\d+)/, (m) => `iOS ${m[1]}`],
  [/Mac OS X (\d+)[._](\d+)/, (m) => `macOS ${m[1]}.${m[2]}`],
  [/CrOS/, () => 'ChromeOS'],
  [/UOS|uos/, () => '统信 UOS'],
  [/Kylin/i, () => '麒麟'],
  [/Linux/, () => 'Linux'],
];

export function describeUserAgent(ua: string | null | undefined): { browser: string; os: string } {
  if (!ua) return { browser: '未知', os: '未知' };
  let browser = '未知';
  for (const [pattern, name] of BROWSERS) {
    const m = ua.match(pattern);
    if (m) { browser = `${name} ${m[1]}`; break; }
  }
  let os = '未知';
  for (const [pattern, name] of SYSTEMS) {
    const m = ua.match(pattern);
    if (m) { os = name(m); break; }
  }
  return { browser, os };
}
