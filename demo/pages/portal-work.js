// Wires the queue to the detail beside it: opening an order in the queue shows it on the right.
// The portal wires the two parts with their public API only: an opened row sets the detail's workflow-id.
const queue = document.getElementById('queue');
const detail = document.getElementById('detail');
const choice = document.getElementById('queue-choice');
const wanted = new URLSearchParams(location.search).get('queue');
if (wanted) {
  choice.value = wanted;
  queue.setAttribute('queue', wanted);
}
choice.addEventListener('change', () => queue.setAttribute('queue', choice.value));
document.addEventListener('hotline-order-open', (event) => detail.setAttribute('workflow-id', event.detail.workflowId));
