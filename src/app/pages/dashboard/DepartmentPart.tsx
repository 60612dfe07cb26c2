// A department's part: todo (the 全部待办 tab), due today, overdue, returned for rework, this month's satisfaction.
import { Text } from '@fluentui/react-components';
import type { DepartmentDashboard } from '../../../shared/api/contracts/dashboard.ts';
import { dashboardText as t } from '../../../shared/i18n/dashboard.zh-CN.ts';
import { formatRate } from '../../../shared/protocol/trafficFormulas.ts';
import { FigureTile, wordsOf } from './FigureTile.tsx';
import { usePartStyles, type PartProps } from './partStyles.ts';

/** 二级待办 › 全部待办 lists exactly the department's todo. */
const TODO_PATH = '/gong-dan/todo2?tab=0';

export default function DepartmentPart({ data, figures, onList, onNavigate }: PartProps<DepartmentDashboard>) {
  const styles = usePartStyles();
  const name = (key: string) => wordsOf(figures, key);
  const orders = (figure: 'dueToday' | 'overdue' | 'returned' | 'satisfactionMonth') =>
    () => onList({ kind: 'orders', title: name(figure).label, query: { figure } });
  return (
    <section className={styles.part} aria-label={t.departmentPart(data.deptName)} data-part="department">
      <Text as="h3" weight="semibold">{t.departmentPart(data.deptName)}</Text>
      <div className={styles.tiles}>
        <FigureTile figure="todo" name={name('todo')} value={String(data.todo)} onOpen={() => onNavigate(TODO_PATH)} />
        <FigureTile figure="dueToday" name={name('dueToday')} value={String(data.dueToday)} onOpen={orders('dueToday')} />
        <FigureTile figure="overdue" name={name('overdue')} value={String(data.overdue)} onOpen={orders('overdue')} />
        <FigureTile figure="returned" name={name('returned')} value={String(data.returned)} onOpen={orders('returned')} />
        <FigureTile figure="satisfactionMonth" name={name('satisfactionMonth')} value={formatRate(data.satisfactionRate)} onOpen={orders('satisfactionMonth')}
          note={t.ofRate(data.satisfiedMonth, data.callbacksMonth)} />
      </div>
    </section>
  );
}
