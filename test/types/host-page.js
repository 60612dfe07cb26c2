// @ts-check
// A plain page's script checked against the package's generated declarations (npm run typecheck:hosts): what a host's
// editor knows about the tags. Every @ts-expect-error is a mistake the declarations must catch (tsc fails if it does not).
import 'hotline-suite/hotline-order-queue.js';

const queue = document.querySelector('hotline-order-queue');
if (queue) {
  queue.queue = 'untodo';
  queue.tab = 'level1Done';
  queue.workflowId = 'YL2026000001';
  queue.token = 'token-from-the-host';
  // Setting null removes the attribute; the token property goes back to no token.
  queue.queue = null;
  queue.token = null;
  // @ts-expect-error not a queue group
  queue.queue = 'nope';
  // @ts-expect-error the token is a string
  queue.token = 42;
  // @ts-expect-error reading an absent attribute gives undefined
  /** @type {string} */ const shown = queue.queue;
  queue.addEventListener('hotline-order-open', (event) => {
    /** @type {string} */ const workflowId = event.detail.workflowId;
    /** @type {string | undefined} */ const processid = event.detail.processid;
    // @ts-expect-error the detail has no orderId
    console.log(workflowId, processid, shown, event.detail.orderId);
  });
}

const app = document.createElement('hotline-app');
app.routing = 'memory';
app.basePath = '/console';
// @ts-expect-error not a routing mode
app.routing = 'browser';
// @ts-expect-error the softphone takes no queue
document.createElement('hotline-softphone').queue = 'untodo';

document.addEventListener('hotline-session-changed', (event) => {
  /** @type {'login' | 'logout' | 'expired' | 'adopted'} */ const reason = event.detail.reason;
  // @ts-expect-error the token is null after a sign-out
  /** @type {string} */ const token = event.detail.token;
  console.log(reason, token);
});
window.addEventListener('hotline-reminder-open', (event) => {
  // @ts-expect-error a reminder's type is a number
  /** @type {string} */ const type = event.detail.type;
  console.log(type, event.detail.path);
});

/** @type {import('hotline-suite').HotlineEventMap['hotline-order-saved']} */
const saved = { workflowId: 'YL2026000001' };
/** @type {import('hotline-suite/hotline-order-detail.js').HotlineOrderDetailElement | null} */
const detail = document.querySelector('hotline-order-detail');
if (detail) detail.workflowId = saved.workflowId;
