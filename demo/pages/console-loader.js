// Loads the console's script and, when it fails (network, a missing build, an error while it starts), says so with 重试
// instead of leaving 正在加载热线控制台… up for ever. A classic script (not a module), so it can read its own attributes.
(function () {
  const script = document.currentScript;
  const entry = script.dataset.entry;
  let attempts = 0;

  function fail(error) {
    const app = document.querySelector('hotline-app');
    if (app) app.hidden = true;
    let box = document.getElementById('console-load-failed');
    if (!box) {
      box = document.createElement('div');
      box.id = 'console-load-failed';
      box.setAttribute('role', 'alert');
      box.innerHTML = '<strong>热线控制台加载失败</strong><p></p><button type="button">重试</button>';
      box.querySelector('button').addEventListener('click', retry);
      document.body.append(box);
    }
    const detail = error && error.message ? error.message : String(error);
    box.querySelector('p').textContent = `无法加载控制台脚本 ${entry}：${detail}。请检查网络或联系管理员后重试。`;
    box.querySelector('button').disabled = false;
  }

  function load(url) {
    attempts += 1;
    return import(url).then(() => {
      document.getElementById('console-load-failed')?.remove();
      const app = document.querySelector('hotline-app');
      if (app) app.hidden = false;
    }, fail);
  }

  // A failed import is remembered under its URL: the first retry asks again under a fresh one; if that fails too (a
  // part it imports is what failed, and stays remembered), the next retry reloads the page.
  function retry(event) {
    event.currentTarget.disabled = true;
    if (attempts >= 2) location.reload();
    else void load(`${entry}?retry=${Date.now()}`);
  }

  void load(entry);
})();
