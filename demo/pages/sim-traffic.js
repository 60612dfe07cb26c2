// The simulator page's 模拟话务 section: drives /aip/callcenter/sim/traffic/* with the token sim.js signed in with
// (the login form answers it; this script signs in on the same submit, kept in this page's memory only).
let token = null;
const $ = (id) => document.getElementById(id);

async function call(path, body = {}) {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) }, body: JSON.stringify(body) });
  const envelope = await response.json().catch(() => ({ code: response.status, msg: '服务器异常' }));
  if (envelope.code !== 0 && envelope.code !== 200) throw new Error(envelope.msg || envelope.desc || '操作失败');
  return envelope.data;
}

const show = (text, error = false) => { $('traffic-status').textContent = text; $('traffic-status').className = error ? 'error' : ''; };
const counts = (s) => `来电 ${s.offered}，接通 ${s.answered}，放弃 ${s.abandoned}，未接 ${s.missed}`;

async function refresh() {
  if (!token) return;
  const s = await call('/aip/callcenter/sim/traffic/status').catch(() => null);
  if (!s) return;
  show(s.running
    ? `运行中（种子 ${s.options.seed}，每分钟 ${s.options.rate}，模拟坐席 ${s.simulatedSeats.join('、') || '无'}）：${counts(s)}，排队 ${s.waiting}`
    : s.options ? `已停止：${counts(s)}` : '未运行');
}

$('login-form').addEventListener('submit', async (event) => {
  const form = new FormData(event.target);
  token = (await call('/api/login', { username: form.get('username'), password: form.get('password') }).catch(() => null))?.token ?? null;
  if (token) setInterval(refresh, 2000);
});

function options() {
  const form = new FormData($('traffic-form'));
  return { rate: Number(form.get('rate')), seed: Number(form.get('seed')), seats: Number(form.get('seats')), minutes: Number(form.get('minutes')) };
}

$('traffic-form').addEventListener('click', async (event) => {
  const act = event.target.closest('button')?.dataset.traffic;
  if (!act) return;
  try {
    if (act === 'start') await call('/aip/callcenter/sim/traffic/start', options());
    if (act === 'stop') await call('/aip/callcenter/sim/traffic/stop');
    if (act === 'simulate') {
      show('模拟中…');
      const r = await call('/aip/callcenter/sim/traffic/simulate', options());
      show(`模拟完成：${counts(r)}`);
      return;
    }
    await refresh();
  } catch (error) {
    show(error.message, true);
  }
});
