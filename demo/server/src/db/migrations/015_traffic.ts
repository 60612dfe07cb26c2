// Call-centre figures: the repeat-call limit per number and any roll-ups the traffic screens read (话务指标).
import type { Migration } from './index.ts';

export const m015Traffic: Migration = {
  version: 15,
  name: 'traffic',
  statements: [
  ],
};
