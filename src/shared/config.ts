import { proxy } from 'valtio';
import { SESSION_KEYS } from './session/keys.ts';
import { readSession } from './session/storage.ts';

/** Endpoints a page may set before loading the elements: `window.HOTLINE_CONFIG = { apiBase: … }`. */
export interface EndpointConfig {
  /** Base of /api and every other call; default: the page's origin. */
  apiBase?: string;
  /** Base of the CTI socket; default: apiBase with ws:// or wss://. */
  wsBase?: string;
  /** The ticket service (/aop); default: apiBase. */
  aopBase?: string;
  /** The interface service (/aip, /apo); default: apiBase. */
  aipBase?: string;
}

declare global {
  interface Window {
    HOTLINE_CONFIG?: EndpointConfig;
  }
}

/** Endpoints set by element attributes (api-base, ws-base); they win over window.HOTLINE_CONFIG. */
export const endpoints = proxy<EndpointConfig>({});

/** An element's api-base / ws-base attributes; every element on a page shares one set of endpoints. A null removes one. */
export function setEndpoints(next: { [K in keyof EndpointConfig]?: string | null }): void {
  for (const key of ['apiBase', 'wsBase', 'aopBase', 'aipBase'] as const) {
    if (next[key] === null) {
      delete endpoints[key];
      continue;
    }
    const value = next[key]?.trim();
    if (value && endpoints[key] !== trimSlash(value)) endpoints[key] = trimSlash(value);
  }
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function pageOrigin(): string {
  return typeof location !== 'undefined' ? location.origin : 'http://localhost';
}

function configured(key: keyof EndpointConfig): string | undefined {
  const fromWindow = typeof window !== 'undefined' ? window.HOTLINE_CONFIG?.[key] : undefined;
  const value = endpoints[key] ?? fromWindow;
  return value ? trimSlash(value) : undefined;
}

export function apiBase(): string {
  return configured('apiBase') ?? pageOrigin();
}

/** The base URL for a call path: /aop goes to gongdanIp:gongdanPort when both are in the session. */
export function baseFor(path: string): string {
  const segment = path.replace(/^\/+/, '').split('/')[0];
  if (segment === 'aop') {
    const ip = readSession(SESSION_KEYS.gongdanIp);
    const port = readSession(SESSION_KEYS.gongdanPort);
    if (ip && port) return `${new URL(apiBase()).protocol}//${ip}:${port}`;
    return configured('aopBase') ?? apiBase();
  }
  if (segment === 'aip' || segment === 'apo') return configured('aipBase') ?? apiBase();
  return apiBase();
}

/** The CTI socket base: ws-base, or the api base with its scheme turned into ws/wss. */
export function wsBase(): string {
  return configured('wsBase') ?? apiBase().replace(/^http/, 'ws');
}
