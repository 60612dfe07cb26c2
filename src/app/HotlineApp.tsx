import { makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { memoryLocation } from 'wouter/memory-location';
import { Console } from './Console.tsx';

export type RoutingMode = 'history' | 'hash' | 'memory';

export interface HotlineAppProps {
  /**
   * history: real URLs (the console page); hash: #/path; memory: no URL change (embedded). Any other value warns on the console.
   * @type {RoutingMode}
   * @default history
   */
  routing?: string;
  /** Where the console lives in history mode, e.g. /console. */
  basePath?: string;
}

// Fills its host: the console page gives <hotline-app> the window's height; the shell stretches the sidebar to it.
const useStyles = makeStyles({ root: { height: '100%', minHeight: '100vh', display: 'flex', flexDirection: 'column' } });

function routingMode(value: string | undefined): RoutingMode {
  if (value === 'hash' || value === 'memory') return value;
  if (value && value !== 'history') console.warn(`[hotline-app] 属性 routing 的值“${value}”无效，应为 history、hash 或 memory，已按 history 处理`);
  return 'history';
}

/** The full hotline console: login, guard, menu routes, layout and tabs. */
export function HotlineApp({ routing, basePath }: HotlineAppProps) {
  const styles = useStyles();
  const mode = routingMode(routing);
  // A memory location belongs to this console instance; created once.
  const [memory] = useState(() => memoryLocation({ path: '/login' }));
  const base = mode === 'history' ? (basePath ?? '').replace(/\/+$/, '') : '';
  const routerProps =
    mode === 'memory'
      ? { hook: memory.hook, searchHook: memory.searchHook }
      : mode === 'hash'
        ? { hook: useHashLocation }
        : {};
  return (
    <div className={styles.root}>
      <Router key={mode} base={base} {...routerProps}>
        <Console ownsTitle={mode !== 'memory'} />
      </Router>
    </div>
  );
}
