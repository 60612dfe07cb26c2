import { makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  frame: { border: 'none', width: '100%', height: '100%', display: 'block', minHeight: '480px' },
});

/** Another system's page, embedded; kept mounted while its tab is open so switching tabs never reloads it. */
export function FramePage({ src, title }: { src: string; title: string }) {
  const styles = useStyles();
  return <iframe className={styles.frame} src={src} title={title} referrerPolicy="same-origin" />;
}
