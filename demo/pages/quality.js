// The quality page: logs every event <hotline-softphone> emits (scripts are external: the CSP allows no inline script).
const names = ['hotline-call-ring', 'hotline-call-answered', 'hotline-call-ended', 'hotline-seat-status', 'hotline-register-order', 'hotline-session-changed'];
const log = document.getElementById('log');
for (const name of names) {
  document.addEventListener(name, (event) => {
    const item = document.createElement('li');
    const time = document.createElement('time');
    time.textContent = new Date().toLocaleTimeString('zh-CN');
    item.append(time, `${name} ${JSON.stringify(event.detail)}`);
    item.dataset.event = name;
    log.prepend(item);
  });
}
