// Wires the queue to the detail beside it: opening an order in the queue shows it on the right.
// The portal wires the parts with their public API only: an opened row sets the detail's workflow-id, and a reminder
// (the bell here, or ?open= from the portal's home page) picks its queue and tab, selects the order and shows it.
const queue = document.getElementById('queue');
const detail = document.getElementById('detail');
const choice = document.getElementById('queue-choice');

function showQueue(name) {
  queue.setAttribute('queue', name);
  if ([...choice.options].some((o) => o.value === name)) choice.value = name;
}

/** A reminder's console path (/gong-dan/untodo?tab=…&workflowId=…) on this page: queue and tab left, the order right. */
function openReminderPath(path) {
  const url = new URL(path, location.origin);
  const workflowId = url.searchParams.get('workflowId') ?? '';
  showQueue(url.pathname.split('/').filter(Boolean).pop());
  // A removed attribute would keep the old value inside the element: set every one.
  queue.setAttribute('tab', url.searchParams.get('tab') ?? '');
  queue.setAttribute('workflow-id', workflowId);
  if (workflowId) detail.setAttribute('workflow-id', workflowId);
}

const params = new URLSearchParams(location.search);
if (params.get('open')) openReminderPath(params.get('open'));
else if (params.get('queue')) showQueue(params.get('queue'));

choice.addEventListener('change', () => showQueue(choice.value));
document.addEventListener('hotline-order-open', (event) => detail.setAttribute('workflow-id', event.detail.workflowId));
document.addEventListener('hotline-reminder-open', (event) => openReminderPath(event.detail.path));
