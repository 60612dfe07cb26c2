import { Tooltip, makeStyles } from '@fluentui/react-components';
import { useRef, useState } from 'react';

const useStyles = makeStyles({
  text: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** Cell text cut with an ellipsis; the whole text shows in a tooltip when (and only when) it is cut. */
export function CellText({ text }: { text: string }) {
  const styles = useStyles();
  const span = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(false);
  const cut = () => Boolean(span.current && span.current.scrollWidth > span.current.clientWidth);
  return (
    <Tooltip content={text} relationship="description" visible={visible} onVisibleChange={(_, data) => setVisible(data.visible && cut())}>
      <span ref={span} className={styles.text}>
        {text}
      </span>
    </Tooltip>
  );
}
