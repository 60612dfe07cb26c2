// 云存储 in the signed-in console against the real server: the file list, an image preview from a blob (no token in any
// URL), a delete refused while an announcement refers to the file, the configuration dialog never showing the secret; axe.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { accessibilityViolations } from '../support/axe.ts';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { buttonByText, rowActionByLabel, settled, testApiBase, waitFor } from '../support/dom.ts';

const rowsOf = (page: Element) => page.querySelectorAll('[role="row"][data-row-key]');
const PNG_1x1 = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');
const SECRET = 'BrowserSecret-7c2d';

async function api<T>(path: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(testApiBase() + path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token }, body: JSON.stringify(body) });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

async function upload(token: string, name: string, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const res = await fetch(`${testApiBase()}/api/uploadFile2`, { method: 'POST', headers: { 'x-auth-token': token }, body: form });
  return ((await res.json()) as { data: { id: string } }).data.id;
}

describe('云存储 page', function () {
  this.timeout(90_000);
  beforeEach(async () => {
    freshConsolePage();
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
  });
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => document.body.replaceChildren());

  it('lists files, previews an image, shows why a referenced file cannot be deleted, and never shows the secret', async () => {
    const token = await api<{ token: string }>('/api/login', '', { username: 'admin', password: 'Hotline@2026' }).then((r) => r.token);
    await upload(token, '巡查照片.png', PNG_1x1);
    const pdf = await upload(token, '停水通知附件.pdf', PDF);
    await api('/api/announcementManage/add', token, { title: '停水通知', impLevel: 1, content: '<p>见附件</p>', attachmentIds: pdf });
    // S3 settings kept while local storage stays chosen (saving checks only the chosen backend).
    await api('/api/sys/oss/saveConfig', token, { backend: 'local', endpoint: 'http://127.0.0.1:9', bucket: 'hotline', accessKeyId: 'AKIDHOTLINE', secretAccessKey: SECRET });

    const root = await signedInConsole('admin');
    location.hash = '#/system/oss';
    const page = await waitFor(() => {
      const p = root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-oss-page]');
      return p && rowsOf(p).length === 2 ? p : null;
    }, 15000, 'file list');
    expect(page.textContent).to.contain('巡查照片.png').and.to.contain('停水通知附件.pdf').and.to.contain('本地').and.to.contain('林书恒');
    await settled();
    expect(await accessibilityViolations(page)).to.deep.equal([]);

    // Preview: the image comes from a blob URL, so no token travels in a URL.
    (await rowActionByLabel(root, page, '预览 巡查照片.png')).click();
    const image = await waitFor(() => root.querySelector<HTMLImageElement>('img[alt="巡查照片.png"]'), 8000, 'preview image');
    expect(image.src).to.match(/^blob:/);
    await waitFor(() => image.complete && image.naturalWidth === 1, 5000, 'image decoded');
    await settled();
    const preview = image.closest<HTMLElement>('[role="dialog"]')!;
    expect(await accessibilityViolations(preview)).to.deep.equal([]);
    buttonByText(preview, '关闭')!.click();
    await waitFor(() => !root.querySelector('img[alt="巡查照片.png"]'), 3000, 'preview closed');

    // A file an announcement refers to: the confirmation, then the server's reason; the row stays.
    (await rowActionByLabel(root, page, '删除 停水通知附件.pdf')).click();
    await waitFor(() => root.textContent!.includes('确定删除文件“停水通知附件.pdf”吗'), 3000, 'confirmation');
    (await waitFor(() => buttonByText(root, '确认'), 3000, 'confirm')).click();
    await waitFor(() => root.textContent!.includes('文件“停水通知附件.pdf”正被公告“停水通知”引用，不能删除'), 5000, 'refusal');
    expect(rowsOf(page).length).to.equal(2);
    buttonByText(root, '取消')!.click();
    await waitFor(() => !root.textContent!.includes('确定删除文件'), 3000, 'confirmation closed');

    // The configuration: S3 fields shown, the secret never (only that one is set).
    buttonByText(page, '存储配置')!.click();
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('form[aria-label="存储配置"]'), 5000, 'config dialog');
    await waitFor(() => form.querySelector('input[type="radio"][value="s3"]'), 5000, 'config loaded');
    form.querySelector<HTMLInputElement>('input[type="radio"][value="s3"]')!.click();
    const secretInput = await waitFor(() => form.querySelector<HTMLInputElement>('input[name="secretAccessKey"]'), 3000, 's3 fields');
    expect(form.querySelector<HTMLInputElement>('input[name="endpoint"]')!.value).to.equal('http://127.0.0.1:9');
    expect(form.querySelector<HTMLInputElement>('input[name="accessKeyId"]')!.value).to.equal('AKIDHOTLINE');
    expect(secretInput.value).to.equal('');
    expect(secretInput.type).to.equal('password');
    expect(form.textContent).to.contain('已设置；留空则保留原密钥');
    expect(root.innerHTML).not.to.contain(SECRET);
    // 测试连接 answers one Chinese message for any failure (here: a loopback address the operator did not allow); nothing typed is lost.
    buttonByText(form, '测试连接')!.click();
    await waitFor(() => form.querySelector('[role="alert"]')?.textContent?.includes('连接失败：无法访问该存储服务，请检查地址、存储桶和密钥，或联系运维确认该地址已被允许'), 15000, 'test result');
    expect(form.querySelector<HTMLInputElement>('input[name="bucket"]')!.value).to.equal('hotline');
    await settled();
    expect(await accessibilityViolations(form)).to.deep.equal([]);
  });
});
