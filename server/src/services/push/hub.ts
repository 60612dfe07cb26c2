// The open push streams of this server and who they belong to; changes from any server are delivered through here.
import type { PushEvent } from '../../../../src/shared/protocol/push.ts';
import type { Audience } from '../changes.ts';

export interface PushConnection {
  userId: number;
  roleIds: number[];
  tokenHash: string;
  send(event: PushEvent): void;
  /** Ends the stream (after a signout, or when the server closes). */
  end(): void;
}

/** A user with more open consoles than this loses the oldest stream (tabs left open for days). */
const MAX_PER_USER = 20;

export class PushHub {
  readonly #byUser = new Map<number, Set<PushConnection>>();

  add(connection: PushConnection): void {
    let set = this.#byUser.get(connection.userId);
    if (!set) this.#byUser.set(connection.userId, (set = new Set()));
    set.add(connection);
    if (set.size > MAX_PER_USER) {
      const oldest = set.values().next().value!;
      this.remove(oldest);
      oldest.end();
    }
  }

  remove(connection: PushConnection): void {
    const set = this.#byUser.get(connection.userId);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.#byUser.delete(connection.userId);
  }

  /** Connections of some users ('all' for every one). */
  of(userIds: number[] | 'all'): PushConnection[] {
    if (userIds === 'all') return [...this.#byUser.values()].flatMap((set) => [...set]);
    return userIds.flatMap((id) => [...(this.#byUser.get(id) ?? [])]);
  }

  deliver(to: Audience, event: PushEvent): void {
    for (const connection of this.of('all')) {
      if (to === 'all' || to.users?.includes(connection.userId) || connection.roleIds.some((r) => to.roles?.includes(r))) {
        connection.send(event);
      }
    }
  }

  get size(): number {
    let n = 0;
    for (const set of this.#byUser.values()) n += set.size;
    return n;
  }

  closeAll(): void {
    for (const connection of this.of('all')) connection.end();
    this.#byUser.clear();
  }
}
