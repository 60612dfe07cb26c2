// Starts the reference back end from environment settings and prints where to go and how to sign in.
import { startServer } from './app.ts';
import { DEMO_PASSWORD, demoAccounts } from './seed/users.ts';
import { storageFromEnv } from './services/storage/settings.ts';

const port = Number(process.env.PORT ?? 8080);
// Loopback by default: a demo with known passwords should not face the network unless HOST says so.
const host = process.env.HOST ?? '127.0.0.1';
// A demo centre of about 50 seats for the traffic generator and 分机监控 (DEMO_SEATS=0 for none).
const demoSeats = Math.max(0, Math.min(400, Number(process.env.DEMO_SEATS ?? 48) || 0));
// A month of calls, orders and logs on a first start, so reports show figures at once (DEMO_HISTORY=0 for none).
const history = process.env.DEMO_HISTORY !== '0';
const listOf = (value: string | undefined) => (value ?? '').split(',').map((o) => o.trim()).filter(Boolean);
const allowedOrigins = listOf(process.env.ALLOWED_ORIGINS);
// The load balancers in front (e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8): their X-Forwarded-For is the client's address.
const trustProxy = listOf(process.env.TRUST_PROXY);
// Internal services the server may call (e.g. OUTBOUND_ALLOW=minio.internal:9000,10.20.0.0/16); public addresses need no entry.
const outboundAllow = listOf(process.env.OUTBOUND_ALLOW);
const databaseUrl = process.env.DATABASE_URL || undefined;
const secretKey = process.env.HOTLINE_SECRET_KEY || undefined;
// A session ends this many hours after its sign-in however busy it was (a working day); the idle expiry applies besides.
const sessionMaxHours = Number(process.env.SESSION_MAX_HOURS ?? 12);
if (!(sessionMaxHours > 0 && sessionMaxHours <= 24 * 30)) throw new Error(`SESSION_MAX_HOURS 应为 0 到 720 之间的小时数：${process.env.SESSION_MAX_HOURS}`);

// One bad request must never end the process; log and carry on.
process.on('unhandledRejection', (reason) => console.error('未处理的异步错误：', reason));

const server = await startServer({
  port,
  host,
  dataDir: process.env.DATA_DIR ?? './data',
  databaseUrl,
  // STORAGE=local|s3 and S3_* (used until a configuration is saved on the 云存储 screen).
  storage: storageFromEnv(process.env),
  allowedOrigins,
  trustProxy,
  outboundAllow,
  secretKey,
  sessionMaxMs: sessionMaxHours * 3_600_000,
  demoSeats,
  history,
  testRoutes: process.env.HOTLINE_TEST_ROUTES === '1',
  logger: process.env.HOTLINE_LOG !== '0',
  // One JSON line per answer (route, ms) for the centre bench; off unless set.
  timingsPath: process.env.HOTLINE_TIMINGS || undefined,
});

// One write, so whoever reads stdout sees the whole banner at once.
const banner = [
  '',
  `12345 热线参考后端已启动：${server.url}`,
  `  数据库：${server.app.config.databaseKind}`,
  `  控制台：${server.url}/console/login    组件：${server.url}/dist/`,
  ...(allowedOrigins.length ? [`  允许的跨域来源：${allowedOrigins.join(', ')}`] : []),
  ...(outboundAllow.length ? [`  允许访问的内网地址：${outboundAllow.join(', ')}`] : []),
  `  演示账号（密码均为 ${DEMO_PASSWORD}）：`,
  ...demoAccounts.map((a) => `    ${a.username.padEnd(11)} ${a.realName}  ${a.purpose}`),
  ...(demoSeats ? [`    agent103…agent${102 + demoSeats}  演示坐席，分机 8103…8${102 + demoSeats}（首次建库时生成）`] : []),
  '',
];
console.log(banner.join('\n'));
// Several servers must share one key, so none is made up for PostgreSQL: S3 secrets cannot be saved until it is set.
if (databaseUrl && !secretKey) console.warn('警告：未设置 HOTLINE_SECRET_KEY，云存储页面不能保存 S3 密钥；请在每台服务器上设置同一个 32 字节密钥（例如 openssl rand -base64 32 的输出）\n');

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  console.log(`收到 ${signal}，正在关闭…`);
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
