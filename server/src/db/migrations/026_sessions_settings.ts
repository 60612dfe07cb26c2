// 在线用户 and 参数设置: a session gets a public id (the list and 强退 name it, never the token or its hash) and the browser
// that signed in; sys_config holds the typed settings the server reads instead of constants (built-in rows at today's values).
import type { Migration } from './index.ts';

export const m026SessionsSettings: Migration = {
  version: 26,
  name: 'sessions_settings',
  statements: [
    `alter table sys_token add column session_id text not null default md5(random()::text || clock_timestamp()::text)`,
    `create unique index sys_token_session_id on sys_token (session_id)`,
    `alter table sys_token add column user_agent text`,
    `create table sys_config (
      id serial primary key,
      config_key text not null unique,
      config_name text not null,
      value_type text not null check (value_type in ('number', 'boolean', 'text')),
      config_value text not null,
      unit text,
      min_value double precision,
      max_value double precision,
      remark text,
      builtin boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    // The same rows seed/settings.ts writes after a test's truncate; here for a database seeded before this migration.
    `insert into sys_config (config_key, config_name, value_type, config_value, unit, min_value, max_value, remark, builtin) values
      ('session.idleMinutes', '会话空闲超时', 'number', '720', '分钟', 5, 1440, '登录后超过这段时间没有任何操作，会话失效，需要重新登录', true),
      ('call.ringTimeoutSeconds', '振铃超时（漏接判定）', 'number', '15', '秒', 5, 120, '来电振铃超过这段时间无人接听即记为未接，进入漏单管理', true),
      ('traffic.answerWithinSeconds', '及时接通时限', 'number', '15', '秒', 5, 60, '来电后在此时限内（含）接通计入“15秒接通量”（GB/T 33358-2016 为 15 秒）', true)
      on conflict (config_key) do nothing`,
  ],
};
