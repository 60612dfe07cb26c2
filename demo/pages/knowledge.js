// The reference server's stand-in for the systems a centre embeds (knowledge base, quality, policy files): it names
// the page and the system that belongs there, until the centre configures the real one.
const PAGES = [
  { path: /^\/knowledge\/search/, page: '知识检索', system: '知识库系统', purpose: '坐席受理来电时在这里检索政策法规、办事指南和常见问答。' },
  { path: /^\/knowledge\/manage/, page: '知识维护', system: '知识库系统', purpose: '知识管理员在这里新增、修订和下架知识条目。' },
  { path: /^\/knowledge\.html/, page: '政策文件', system: '政策文件库', purpose: '在这里查阅各单位发布的政策文件原文及解读。' },
  { path: /^\/knowledge/, page: '知识库', system: '知识库系统', purpose: '在这里检索和维护热线使用的知识。' },
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
