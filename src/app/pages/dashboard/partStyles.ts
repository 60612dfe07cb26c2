// The dashboard parts' shared layout, and what every part is given.
import { makeStyles, tokens } from '@fluentui/react-components';
import type { FigureWords } from '../../../shared/api/contracts/dashboard.ts';
import type { OpenList } from './useDashboard.ts';

export const usePartStyles = makeStyles({
  part: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  tiles: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: tokens.spacingHorizontalM },
});

export interface PartProps<T> {
  data: T;
  /** Every figure's words, as the server sent them. */
  figures: Readonly<Record<string, FigureWords>>;
  /** Opens the dashboard's own list behind a figure. */
  onList: (list: OpenList) => void;
  /** Opens a console page that lists exactly a figure's rows. */
  onNavigate: (path: string) => void;
}
