// The sidebar as an overlay drawer below 992 px.
import { Drawer, DrawerBody, makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { MENU_BACKGROUND, SIDEBAR_WIDTH_PX } from '../../shared/constants.ts';

const useStyles = makeStyles({
  drawer: { width: `${SIDEBAR_WIDTH_PX}px`, backgroundColor: MENU_BACKGROUND },
  body: { padding: 0 },
});

export default function MobileDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Drawer type="overlay" open={open} onOpenChange={(_, data) => !data.open && onClose()} className={styles.drawer}>
      <DrawerBody className={styles.body}>{children}</DrawerBody>
    </Drawer>
  );
}
