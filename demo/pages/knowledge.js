// The demo "external system" page the console embeds for /knowledge/ and /qualitySys/ menu items.
const isQuality = location.pathname.startsWith('/qualitySys');
document.getElementById('title').textContent = isQuality ? '质检系统' : '知识库';
document.getElementById('path').textContent = location.pathname;
document.getElementById('frame').textContent = new URLSearchParams(location.search).get('frameName') || '（无）';
document.getElementById('opened').textContent = new Date().toLocaleString('zh-CN');
const topics = ['物业服务纠纷处理指引', '噪音扰民投诉办理规范', '拖欠工资举报受理流程', '医保报销政策问答', '占道经营处置办法'];
document.getElementById('q').addEventListener('input', (event) => {
  const q = event.target.value.trim();
  document.getElementById('results').replaceChildren(...topics.filter((t) => q && t.includes(q)).map((t) => Object.assign(document.createElement('li'), { textContent: t })));
});
