// The reference server's stand-in for the quality-inspection system a centre embeds (/qualitySys/…): it names the page
// and the system that belongs there, until the centre configures the real one. (/knowledge/… is <hotline-knowledge>.)
const PAGES = [
  { path: /^\/qualitySys\/inspect/, page: '录音质检', system: '质检系统', purpose: '质检员在这里抽取通话录音，按评分标准打分并反馈给坐席。' },
  { path: /^\/qualitySys\/report/, page: '质检报表', system: '质检系统', purpose: '在这里按坐席、班组和时间段查看质检得分与问题分布。' },
  { path: /^\/qualitySys/, page: '质检管理', system: '质检系统', purpose: '在这里开展通话录音质检。' },
];
const match = PAGES.find((p) => p.path.test(location.pathname)) ?? { page: '外部系统', system: '外部系统', purpose: '' };
document.title = `${match.page} · ${match.system}`;
document.getElementById('title').firstChild.textContent = match.page;
document.getElementById('system').textContent = `此处为${match.system}的页面`;
document.getElementById('owner').textContent = match.system;
document.getElementById('purpose').textContent = match.purpose;
