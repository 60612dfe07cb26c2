import { Tooltip, makeStyles, mergeClasses } from '@fluentui/react-components';
import { useRef, useState } from 'react';

const useStyles = makeStyles({
  text: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/**
 * A text grid cell cut with an ellipsis; the whole text shows in a tooltip when it is cut and pointed at.
 * The tooltip exists only while shown: a long list renders one node per cell, not a tooltip per cell.
 */
export function TextCell({ text, className, column }: { text: string; className: string; column: string }) {
  const styles = useStyles();
  const cell = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const show = () => setShown(Boolean(cell.current && cell.current.scrollWidth > cell.current.clientWidth));
  const node = (
    <div
      ref={cell}
      role="gridcell"
      data-column={column}
      className={mergeClasses(className, styles.text)}
      onPointerEnter={show}
      onPointerLeave={() => setShown(false)}
    >
      {text}
    </div>
  );
  // The text is in the cell for assistive technology already; the tooltip only shows what the ellipsis hides.
  return shown ? (
    <Tooltip content={text} relationship="inaccessible" visible positioning="above-start" withArrow>
      {node}
    </Tooltip>
  ) : (
    node
  );
}
