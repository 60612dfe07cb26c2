// The agent's part: today's calls and talk time, orders registered today, drafts in this browser, 漏单 to call back.
import { Text } from '@fluentui/react-components';
import type { AgentDashboard } from '../../../shared/api/contracts/dashboard.ts';
import { dashboardText as t } from '../../../shared/i18n/dashboard.zh-CN.ts';
import { FigureTile, wordsOf } from './FigureTile.tsx';
import { usePartStyles, type PartProps } from './partStyles.ts';
import type { DraftEntry } from './useDashboard.ts';

/** 漏单管理 lists exactly the unhandled missed calls by default. */
const MISS_ORDERS_PATH = '/gong-dan/missOrder';

export default function AgentPart({ data, figures, drafts, onList, onNavigate }: PartProps<AgentDashboard> & { drafts: readonly DraftEntry[] }) {
  const styles = usePartStyles();
  const name = (key: string) => wordsOf(figures, key);
  const calls = () => onList({ kind: 'calls', title: name('callsAnswered').label });
  return (
    <section className={styles.part} aria-label={t.agentPart} data-part="agent">
      <Text as="h3" weight="semibold">{t.agentPart}</Text>
      <div className={styles.tiles}>
        <FigureTile figure="callsAnswered" name={name('callsAnswered')} value={String(data.callsAnswered)} onOpen={calls} />
        <FigureTile figure="talkSeconds" name={name('talkSeconds')} value={t.seconds(data.talkSeconds)} onOpen={calls} />
        <FigureTile figure="registeredToday" name={name('registeredToday')} value={String(data.registeredToday)}
          onOpen={() => onList({ kind: 'orders', title: name('registeredToday').label, query: { figure: 'registeredToday' } })} />
        <FigureTile figure="drafts" name={name('drafts')} value={String(drafts.length)} onOpen={() => onList({ kind: 'drafts', title: t.draftTitle })} />
        <FigureTile figure="missToCallBack" name={name('missToCallBack')} value={String(data.missToCallBack)} onOpen={() => onNavigate(MISS_ORDERS_PATH)} />
      </div>
    </section>
  );
}
