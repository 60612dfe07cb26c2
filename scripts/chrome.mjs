// The one place that knows how Debian's Chromium is started for tests, journeys and benchmarks.
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/lib/chromium/chromium';

export const CHROME_ARGS = [
  '--no-sandbox', // root on CI
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // Without these, Chromium reaches for Google's services, which this network refuses.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Pages in the background must not have their timers and frames paused.
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
];
