// The page the console's /knowledge/… frames load (and /knowledge.html, the 政策文件 menu): <hotline-knowledge> with the
// view named by the path and the console's frame name (?frameName=Menu801). The frame is same-origin, so the element
// reads the console's session storage and is signed in when the console is.
const VIEWS = [
  [/^\/knowledge\/manage/, 'manage', '知识维护'],
  [/^\/knowledge\/policy|^\/knowledge\.html/, 'policy', '政策文件'],
  [/^\/knowledge/, 'search', '知识检索'],
];
const [, view, title] = VIEWS.find(([path]) => path.test(location.pathname)) ?? VIEWS[2];
const element = document.querySelector('hotline-knowledge');
element.setAttribute('view', view);
const frameName = new URLSearchParams(location.search).get('frameName');
if (frameName) element.setAttribute('frame-name', frameName);
document.title = `${title} · 知识库`;
