import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { loadTooltip, loadedTooltip } from '../lazyTooltip.ts';

// The tooltip's code loads the first time a cut cell is pointed at; if it cannot, the cell keeps its ellipsis (its
// text is in the cell for assistive technology either way).
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
  const pointed = useRef(false);
  const show = () => {
    pointed.current = true;
    if (!cell.current || cell.current.scrollWidth <= cell.current.clientWidth) return;
    if (loadedTooltip) setShown(true);
    else void loadTooltip().then((loaded) => setShown(pointed.current && Boolean(loaded)));
  };
  const hide = () => {
    pointed.current = false;
    setShown(false);
  };
  const node = (
    <div
      ref={cell}
      role="gridcell"
      data-column={column}
      className={mergeClasses(className, styles.text)}
      onPointerEnter={show}
      onPointerLeave={hide}
    >
      {text}
    </div>
  );
  // The text is in the cell for assistive technology already; the tooltip only shows what the ellipsis hides.
  const Tooltip = loadedTooltip;
  return shown && Tooltip ? (
    <Tooltip content={text} relationship="inaccessible" visible positioning="above-start" withArrow>
      {node}
    </Tooltip>
  ) : (
    node
  );
}
