// The settings the server reads (参数设置), held per server as a snapshot of sys_config: read at start and again whenever
// any server writes one (the change feed's 'settings:' prefix, services/changes.ts), so a change needs no restart.
import type { Kysely } from 'kysely';
import { SETTING_DEFAULTS, type BuiltinSettingKey } from '../../../../src/shared/protocol/settings.ts';
import type { Database } from '../../db/schema.ts';

/** The change-feed cache prefix of the settings: a change naming it makes every server read them again. */
export const SETTINGS_CACHE_PREFIX = 'settings:';

export class SettingsSnapshot {
  #values = new Map<string, string>();
  /** Reads are numbered: a slow older read never overwrites a newer one. */
  #started = 0;
  #applied = 0;

  async reload(db: Kysely<Database>): Promise<void> {
    const seq = ++this.#started;
    const rows = await db.selectFrom('sys_config').select(['config_key', 'config_value']).execute();
    if (seq < this.#applied) return;
    this.#applied = seq;
    this.#values = new Map(rows.map((r) => [r.config_key, r.config_value]));
  }

  /** A built-in number setting; its default (the spec's value) when the row is missing or not a number. */
  number(key: BuiltinSettingKey): number {
    const raw = this.#values.get(key);
    const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
    return Number.isFinite(value) ? value : SETTING_DEFAULTS[key];
  }
}
