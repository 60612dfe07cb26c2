// The queue's floor: the same list answer fetched the same way, drawn by TanStack Virtual as a Fluent-styled grid with
// the queue's first-screen columns (selection, 序号, the shown order fields), the rows in view only.
import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { LIST_FIELDS, LIST_HIDDEN_FIELDS, ORDER_FIELDS, fieldValue } from '../../../src/shared/protocol/orderFields.ts';
import { defineFloorElement } from './floorElement.tsx';

const ROW_HEIGHT = 40;
const FIELDS = LIST_FIELDS.filter((id) => !LIST_HIDDEN_FIELDS.includes(id));
const TEMPLATE = ['44px', '64px', ...FIELDS.map((id) => `minmax(${ORDER_FIELDS[id].listWidth ?? 100}px, 1fr)`)].join(' ');

const useStyles = makeStyles({
  scroller: { overflow: 'auto', position: 'relative', border: `1px solid ${tokens.colorNeutralStroke2}`, backgroundColor: tokens.colorNeutralBackground1 },
  row: { display: 'grid', gridTemplateColumns: TEMPLATE, alignItems: 'center', height: `${ROW_HEIGHT}px`, borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
  header: { position: 'sticky', top: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
  cell: { padding: `0 ${tokens.spacingHorizontalS}`, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
});

type Row = Record<string, unknown> & { workflowId: string };

function Table({ url }: { url: string }) {
  const styles = useStyles();
  const scroller = useRef<HTMLDivElement>(null);
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    void fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"page":1,"size":20}' })
      .then((answer) => answer.json() as Promise<{ data: { records: Row[] } }>)
      .then((answer) => setRows(answer.data.records));
  }, [url]);
  const virtual = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 3 });
  return (
    <div ref={scroller} role="grid" aria-rowcount={rows.length + 1} className={styles.scroller} style={{ height: 'calc(100vh - 360px)' }}>
      <div role="row" className={`${styles.row} ${styles.header}`}>
        <div role="columnheader" className={styles.cell}><Checkbox aria-label="全选" /></div>
        <div role="columnheader" className={styles.cell}>序号</div>
        {FIELDS.map((id) => <div role="columnheader" key={id} className={styles.cell}>{ORDER_FIELDS[id].label}</div>)}
      </div>
      <div role="rowgroup" style={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {virtual.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          return (
            <div role="row" key={row.workflowId} data-row-key={row.workflowId} className={styles.row}
              style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}>
              <div role="gridcell" className={styles.cell}><Checkbox aria-label={`选择第 ${item.index + 1} 行`} /></div>
              <div role="gridcell" className={styles.cell}>{item.index + 1}</div>
              {FIELDS.map((id) => <div role="gridcell" key={id} className={styles.cell}>{String(fieldValue(id, row) ?? '')}</div>)}
            </div>
          );
        })}
      </div>
    </div>
  );
}

defineFloorElement('bench-floor-table', (host) => <Table url={host.getAttribute('src') ?? ''} />);
