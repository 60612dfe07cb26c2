// Builds the reference back end: database, security, auth, one plugin per domain, static files.
import { fileURLToPath } from 'node:url';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { openDatabase } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { keepStatistics } from './db/pglite-statistics.ts';
import type { Database } from './db/schema.ts';
import { trackContracts } from './lib/contract.ts';
import { redactedUrl } from './lib/mask.ts';
import { useFastPasswordHashesForTests } from './lib/password.ts';
import { allowEntryOf, outboundPolicy, type OutboundPolicy } from './lib/outbound.ts';
import { resolveSecretKey, secretBox, type SecretBox } from './lib/secrets.ts';
import { installAuth, isApiPath } from './plugins/auth.ts';
import { installErrorHandling } from './plugins/errors.ts';
import { installOperationLog } from './plugins/operation-log.ts';
import { installScheduler, type SchedulerOptions } from './plugins/scheduler.ts';
import { installSecurity } from './plugins/security.ts';
import { installStatic } from './plugins/static.ts';
import { installStorage, type StorageOptions } from './plugins/storage.ts';
import { installTimings, type TimingsOptions } from './plugins/timings.ts';
import { installValidation } from './plugins/validation.ts';
import { routePlugins } from './routes/index.ts';
import testRoutes from './routes/test.ts';
import { seedDatabase, truncateAndSeed, type SeedOptions } from './seed/index.ts';
import { ReadCache } from './services/cache.ts';
import { createChangeBus, type Change, type ChangeBus } from './services/changes.ts';
import { PushHub } from './services/push/hub.ts';
import { findSessionByHash, SessionCache } from './services/sessions.ts';
import { SETTINGS_CACHE_PREFIX, SettingsSnapshot } from './services/config/settings.ts';
import { SETTING } from '../../src/shared/protocol/settings.ts';
import { SESSION_EXPIRED } from './plugins/auth.ts';

export interface ServerOptions extends SchedulerOptions, StorageOptions, SeedOptions, TimingsOptions {
  /** 'memory' or a folder for PGlite's files (default './data'). Ignored when databaseUrl is set. */
  dataDir?: string;
  /** postgres:// URL of a PostgreSQL server to use instead of PGlite. */
  databaseUrl?: string;
  /** Addresses (or CIDR ranges) of the load balancers whose X-Forwarded-For names the client; none trusted by default. */
  trustProxy?: string[];
  /** Other origins allowed to call the API and frame the pages (same origin is always allowed). */
  allowedOrigins?: string[];
  /** Hosts, host:port, IPs or CIDRs the server may call although internal (OUTBOUND_ALLOW); public addresses need no entry. */
  outboundAllow?: string[];
  /** HOTLINE_SECRET_KEY (32 bytes, hex or base64) sealing secrets kept in the database; see lib/secrets.ts for the default. */
  secretKey?: string;
  /** Registers /__test/echo and /__test/slow for browser tests of the http client. */
  testRoutes?: boolean;
  /** Tests only: an in-memory PGlite starts from this dumped, migrated database (test/server/helpers.ts), skipping initdb. */
  pgliteTemplate?: Uint8Array;
  /** Tests only: password hashes at a low scrypt cost, so suites that sign in thousands of times stay fast (never set by main.ts). */
  fastPasswordHashes?: boolean;
  /** Request logging to stdout, or to the stream given (tokens and passwords are redacted). */
  logger?: boolean | { stream: { write(line: string): void } };
  /** Folder holding dist/ and demo/pages/ (default: the repository root). */
  staticRoot?: string;
  /** Idle lifetime of a session token, fixed (tests); without it the 参数设置 value (default 12 h) rules. */
  tokenTtlMs?: number;
  /** Absolute lifetime of a session from its sign-in, whatever its use (default 12 h: a working day). */
  sessionMaxMs?: number;
  /** Told of every route as it is registered (tests sweep all of them with malformed input). */
  onRoute?: (route: RouteOptions) => void;
}

export interface ServerConfig {
  tokenTtlMs: number;
  sessionMaxMs: number;
  allowedOrigins: string[];
  /** Which database this server uses, for logs and tests. */
  databaseKind: string;
  /** The PostgreSQL URL, for modules listening on a connection of their own (the CTI relay); none on PGlite. */
  databaseUrl?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: ServerConfig;
    /** Cached menus, grants, permissions and dictionaries; invalidate by key prefix after a write. */
    cache: ReadCache;
    /** Recently validated sessions; drop a user's entries when their roles, status or password change. */
    sessions: SessionCache;
    /** Publish every write other servers must know of: caches, sessions, push events (DESIGN §7). */
    changes: ChangeBus;
    /** This server's open push streams. */
    push: PushHub;
    /** Where the server may call out to (S3, OIDC, webhooks): check a URL, or use its agents. */
    outbound: OutboundPolicy;
    /** Seals and opens secrets kept in the database. */
    secrets: SecretBox;
    /** The 参数设置 values this server reads, kept current through the change feed. */
    settings: SettingsSnapshot;
  }
}

export const BODY_LIMIT_BYTES = 1024 * 1024;
const DEFAULT_SESSION_MAX_MS = 12 * 3600 * 1000;
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  if (opts.fastPasswordHashes) useFastPasswordHashesForTests();
  // A bad OUTBOUND_ALLOW entry stops the start. The environment's own S3 endpoint (S3_ENDPOINT) is allowed: the operator set it.
  const outbound = outboundPolicy([...opts.outboundAllow ?? [], ...opts.storage?.s3 ? [allowEntryOf(opts.storage.s3.endpoint)] : []]);
  const { db, kind, onAuthEpochMoved } = await openDatabase({ dataDir: opts.dataDir, databaseUrl: opts.databaseUrl, pgliteTemplate: opts.pgliteTemplate });
  let secrets: SecretBox;
  let stopStatistics = () => {};
  try {
    secrets = secretBox((await resolveSecretKey({ configured: opts.secretKey, dataDir: opts.dataDir, databaseUrl: opts.databaseUrl })).key);
    await migrate(db);
    await seedDatabase(db, { demoSeats: opts.demoSeats, history: opts.history });
    // PostgreSQL's autovacuum keeps its statistics; PGlite has none.
    if (!opts.databaseUrl) stopStatistics = await keepStatistics(db);
  } catch (err) {
    await db.destroy();
    throw err;
  }

  const app = Fastify({
    logger: opts.logger ? loggerOptions(typeof opts.logger === 'object' ? opts.logger.stream : undefined) : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Only a listed proxy may name the client: the login rate limit and logs key on that address.
    trustProxy: opts.trustProxy?.length ? opts.trustProxy : false,
  // Route input and reply types come from the contracts' TypeBox schemas (src/shared/api/contracts).
  }).withTypeProvider<TypeBoxTypeProvider>();
  const settings = new SettingsSnapshot();
  try {
    await settings.reload(db);
  } catch (err) {
    stopStatistics();
    await db.destroy();
    throw err;
  }
  const config: ServerConfig = {
    // Read at each use: an admin's change in 参数设置 applies to the next sign-in and the next look at a session.
    get tokenTtlMs() { return opts.tokenTtlMs ?? settings.number(SETTING.sessionIdleMinutes) * 60_000; },
    sessionMaxMs: opts.sessionMaxMs ?? DEFAULT_SESSION_MAX_MS,
    allowedOrigins: opts.allowedOrigins ?? [],
    databaseKind: kind,
    databaseUrl: opts.databaseUrl,
  };
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('cache', new ReadCache());
  app.decorate('sessions', new SessionCache());
  app.decorate('push', new PushHub());
  app.decorate('outbound', outbound);
  app.decorate('secrets', secrets);
  app.decorate('settings', settings);
  app.decorate('changes', createChangeBus(db, opts.databaseUrl, (change) => applyChange(app, change)));

  // Expired sessions and old login failures are the sessionCleanup job's (services/schedule/registry.ts).
  // Push streams never end by themselves: closing waits for open requests, so they end first.
  app.addHook('preClose', async () => app.push.closeAll());
  app.addHook('onClose', async () => {
    stopStatistics();
    await app.changes.close();
    await db.destroy();
  });

  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  installValidation(app);
  installErrorHandling(app);
  // Before every other onRequest hook: its headers must be on the answers of hooks that refuse the request.
  await installSecurity(app, config.allowedOrigins);
  installAuth(app, onAuthEpochMoved);
  installOperationLog(app);
  await installStorage(app, opts);
  installScheduler(app, opts);
  installTimings(app, opts);
  // API answers are per user and must never be cached by a browser or proxy.
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });

  const checkContracts = trackContracts(app, isApiPath);
  for (const plugin of routePlugins) await app.register(plugin);
  if (opts.testRoutes) await app.register(testRoutes);
  await installStatic(app, opts.staticRoot ?? REPO_ROOT);
  checkContracts();

  await app.ready();
  return app;
}

/** What a change means on this server: drop caches, re-read sessions (ending streams whose session ended), push. */
function applyChange(app: FastifyInstance, change: Change): void {
  for (const prefix of change.caches ?? []) app.cache.invalidate(prefix);
  for (const extension of change.seats ?? []) app.cti.seats.forget(extension);
  // Settings first: a shorter idle limit must be in force before the sessions below are looked at again.
  const settingsRead = (change.caches ?? []).some((prefix) => SETTINGS_CACHE_PREFIX.startsWith(prefix))
    ? app.settings.reload(app.db).catch(() => {}) : Promise.resolve();
  const users = change.sessionsOf;
  if (users) {
    if (users === 'all') app.sessions.clear();
    else for (const id of users) app.sessions.dropUser(id);
    void settingsRead.then(() => recheckStreams(app, users, change.reason));
  }
  if (change.push) app.push.deliver(change.push.to, change.push.event);
}

/** Ends the push streams whose session ended (telling why) and tells the others when their roles changed. */
function recheckStreams(app: FastifyInstance, users: number[] | 'all', reason: string | undefined): void {
  for (const connection of app.push.of(users)) {
    void findSessionByHash(app.db, connection.tokenHash, app.config, app.sessions).then((user) => {
      if (!user) {
        connection.send({ type: 'signout', reason: reason ?? SESSION_EXPIRED });
        connection.end();
      } else if (user.roleIds.join() !== connection.roleIds.join()) {
        connection.roleIds = user.roleIds;
        connection.send({ type: 'permissions' });
      }
    }, () => {});
  }
}

export interface StartedServer {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Builds and listens; port 0 picks a free port; host defaults to 127.0.0.1. */
export async function startServer(opts: ServerOptions & { port?: number; host?: string }): Promise<StartedServer> {
  const app = await buildServer(opts);
  const host = opts.host ?? '127.0.0.1';
  try {
    await app.listen({ port: opts.port ?? 0, host });
  } catch (err) {
    await app.close();
    throw err;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return { url: `http://${shownHost}:${port}`, app, close: () => app.close() };
}

/** Truncates every table and seeds again, for tests that share one server. */
export async function resetDatabase(app: FastifyInstance, seed: SeedOptions = {}): Promise<void> {
  app.cti.reset();
  // Every session ends with the data: their streams too.
  app.push.closeAll();
  // A call record or seat log still being written would deadlock with the truncate.
  await app.cti.settled();
  await truncateAndSeed(app.db, seed);
  app.cache.invalidate();
  app.sessions.clear();
}

function loggerOptions(stream?: { write(line: string): void }) {
  return {
    level: 'info',
    ...(stream ? { stream } : {}),
    // Fastify's own request serializer with the URL's credentials hidden (a token wrongly put in a query string).
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method, url: redactedUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort,
      }),
    },
    redact: {
      paths: [
        'req.headers["x-auth-token"]', 'req.headers.token', 'req.headers.usertoken', 'req.headers.authorization', 'req.headers.cookie',
        'req.body.password', 'req.body.newPassword', 'req.body.confirmPassword',
        'body.password', 'body.newPassword', 'body.confirmPassword', '*.password', '*.token',
      ],
      censor: '[已隐藏]',
    },
  };
}
