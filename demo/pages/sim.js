// The simulator page: signs in as an administrator and drives /aip/callcenter/sim/* (external: the CSP allows no inline script).
// The token stays in this page's memory only.
let token = null;
const $ = (id) => document.getElementById(id);
const say = (text, error = false) => { $('message').textContent = text; $('message').className = error ? 'error' : ''; };

async function call(path, body = {}) {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) }, body: JSON.stringify(body) });
  const envelope = await response.json().catch(() => ({ code: response.status, msg: '服务器异常' }));
  if (envelope.code !== 0 && envelope.code !== 200) throw new Error(envelope.msg || envelope.desc || '操作失败');
  return envelope.data;
}

$('login-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  try {
    token = (await call('/api/login', { username: form.get('username'), password: form.get('password') })).token;
    say('已登录');
    $('login').hidden = true;
    await refresh();
    setInterval(refresh, 2000);
  } catch (error) {
    say(error.message, true);
  }
});

async function refresh() {
  const state = await call('/aip/callcenter/sim/state');
  const select = $('extension');
  const chosen = select.value;
  select.replaceChildren(...state.seats.map((s) => new Option(`${s.extension} ${s.realName}`, s.extension)));
  if (chosen) select.value = chosen;
  $('seats').replaceChildren(...state.seats.map((s) => {
    const row = document.createElement('tr');
    const call = s.call ? `${s.call.callerNumber}（${s.call.callType === 1 ? '呼入' : '呼出'}${s.call.answered ? '，通话中' : '，振铃'}${s.call.third ? `，三方 ${s.call.third}` : ''}）` : '无';
    for (const text of [s.extension, s.realName, `${s.seatStatus}${s.busyReason ? `（${s.busyReason}）` : ''}`, String(s.connections), call,
      [s.refuse ? '拒绝连接' : '', s.silent ? '不回应心跳' : ''].filter(Boolean).join('，') || '正常']) {
      row.append(Object.assign(document.createElement('td'), { textContent: text }));
    }
    return row;
  }));
  $('lineUp').textContent = state.lineUp.join('、') || '无';
  $('white').textContent = state.white.join('、') || '无';
}

const actions = {
  ring: (extension, callerNumber) => call('/aip/callcenter/sim/ring', { extension, callerNumber }),
  answer: (extension) => call('/aip/callcenter/sim/answer', { extension }),
  hangup: (extension) => call('/aip/callcenter/sim/hangup', { extension }),
  'play-start': (extension) => call('/aip/callcenter/sim/play', { extension, op: 'start' }),
  'play-end': (extension) => call('/aip/callcenter/sim/play', { extension, op: 'end' }),
  'queue-lineUp': (_, callerNumber) => call('/aip/callcenter/sim/queue', { callerNumber, queue: 'lineUp' }),
  'queue-white': (_, callerNumber) => call('/aip/callcenter/sim/queue', { callerNumber, queue: 'white' }),
  drop: (extension) => call('/aip/callcenter/sim/drop', { extension }),
  'refuse-on': (extension) => call('/aip/callcenter/sim/connection', { extension, refuse: true }),
  'refuse-off': (extension) => call('/aip/callcenter/sim/connection', { extension, refuse: false }),
  'silent-on': (extension) => call('/aip/callcenter/sim/connection', { extension, silent: true }),
  'silent-off': (extension) => call('/aip/callcenter/sim/connection', { extension, silent: false }),
};
for (const button of document.querySelectorAll('button[data-act]')) {
  button.addEventListener('click', async () => {
    if (!token) return say('请先登录', true);
    const caller = $('caller').value.trim();
    if (!/^\+?\d{3,20}$/.test(caller)) return say('主叫号码格式不正确', true);
    try {
      await actions[button.dataset.act]($('extension').value, caller);
      say(`${button.textContent}：操作成功`);
      await refresh();
    } catch (error) {
      say(`${button.textContent}：${error.message}`, true);
    }
  });
}
