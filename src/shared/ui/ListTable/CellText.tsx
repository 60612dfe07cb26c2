import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { LazyTooltip } from '../LazyTooltip.tsx';

const useStyles = makeStyles({
  text: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

const isCut = (cell: HTMLElement) => cell.scrollWidth > cell.clientWidth;

/**
 * A text grid cell cut with an ellipsis; the whole text shows in a tooltip when it is cut and pointed at.
 * A cell is one node until first pointed at while cut (LazyTooltip): a long list has no tooltip per cell.
 */
export function TextCell({ text, className, column }: { text: string; className: string; column: string }) {
  const styles = useStyles();
  // The text is in the cell for assistive technology already; the tooltip only shows what the ellipsis hides.
  return (
    <LazyTooltip content={text} relationship="inaccessible" positioning="above-start" withArrow showIf={isCut}>
      <div role="gridcell" data-column={column} className={mergeClasses(className, styles.text)}>
        {text}
      </div>
    </LazyTooltip>
  );
}
