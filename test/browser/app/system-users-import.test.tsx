// 导入用户 dialog against the real server: a wrong file type refused in Chinese, an unreadable .xlsx refused with the
// server's reason (the chosen file kept), an exported sheet imported with the switch off (every row fails: counts and
// 下载失败记录) and on (every row updated, the page told to reload); keyboard reachable; axe on the dialog.
import { expect } from 'chai';
import { useState } from 'react';
import UserImportDialog from '../../../src/app/pages/system/users/UserImportDialog.tsx';
import type { UserImportResult } from '../../../src/shared/api/contracts/sysUserImport.ts';
import { defineElement } from '../../../src/shared/element/index.ts';
import { freshStart, signInAs, tokenOf } from '../notices/support.ts';
import { accessibilityViolations } from '../support/axe.ts';
import { buttonByText, mount, settled, testApiBase, uniqueTag, waitFor } from '../support/dom.ts';

const imported: UserImportResult[] = [];

function ImportHarness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>打开导入</button>
      <UserImportDialog open={open} onClose={() => setOpen(false)} onImported={(result) => imported.push(result)} />
    </>
  );
}

const TAG = uniqueTag('user-import');
defineElement(TAG, ImportHarness);

async function exportedSheet(filters: Record<string, unknown>): Promise<Blob> {
  const res = await fetch(`${testApiBase()}/api/sys/user/export`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': await tokenOf('admin') }, body: JSON.stringify(filters),
  });
  expect(res.status).to.equal(200);
  return res.blob();
}

/** Chooses a file the way the picker hands it over. */
function choose(form: HTMLFormElement, file: File): void {
  const input = form.querySelector<HTMLInputElement>('input[type="file"]')!;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('导入用户 dialog', function () {
  this.timeout(60_000);
  beforeEach(async () => {
    await freshStart();
    imported.length = 0;
  });
  // Leave the seeded city as found: the next file signs in as accounts this one changed (disabled, re-imported).
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => document.body.replaceChildren());

  it('refuses wrong files in Chinese, imports a sheet showing counts and the failures link, and passes axe', async () => {
    await signInAs('admin');
    const host = mount<HTMLElement>(`<${TAG}></${TAG}>`);
    const root = host.shadowRoot!;
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('form[aria-label="导入用户"]'), 8000, 'import dialog');
    expect(form.textContent).to.contain('下载模板').and.to.contain('更新已存在的用户').and.to.contain('未选择文件');
    const start = buttonByText(form, '开始导入')!;
    expect(start.disabled, 'nothing to import yet').to.equal(true);
    await settled();
    expect(await accessibilityViolations(form)).to.deep.equal([]);

    // The picker's button and the switch are reachable from the keyboard.
    const chooseButton = buttonByText(form, '选择文件')!;
    chooseButton.focus();
    expect(document.activeElement === host && root.activeElement === chooseButton).to.equal(true);
    expect(form.querySelector<HTMLInputElement>('input[role="switch"]')!.tabIndex).to.not.equal(-1);

    choose(form, new File(['username,realName'], 'users.csv', { type: 'text/csv' }));
    await waitFor(() => form.querySelector('[role="alert"]')?.textContent === '请选择 .xlsx 格式的 Excel 文件', 3000, 'wrong type');
    expect(start.disabled).to.equal(true);

    choose(form, new File(['not a zip'], 'broken.xlsx'));
    await waitFor(() => !start.disabled, 3000, 'file chosen');
    expect(form.textContent).to.contain('broken.xlsx');
    start.click();
    await waitFor(() => form.querySelector('[role="alert"]')?.textContent?.includes('文件无法读取，请上传 .xlsx 格式的 Excel 文件'), 10000, 'server refusal');
    expect(form.textContent, 'the chosen file stays for another try').to.contain('broken.xlsx');

    // An exported sheet of nine existing users: with the switch off every row fails.
    const sheet = new File([await exportedSheet({ username: 'user00' })], '用户.xlsx');
    choose(form, sheet);
    await waitFor(() => form.textContent!.includes('用户.xlsx') && !form.querySelector('[role="alert"]'), 3000, 'sheet chosen');
    start.click();
    const result = await waitFor(() => form.querySelector<HTMLElement>('[role="status"]'), 15000, 'result');
    expect(result.textContent).to.contain('导入完成').and.to.contain('新增 0 条，更新 0 条，失败 9 条');
    const failures = buttonByText(result, '下载失败记录');
    expect(failures, 'failures link').to.not.equal(null);
    expect(imported, 'nothing written: the page need not reload').to.deep.equal([]);
    await settled();
    expect(await accessibilityViolations(form)).to.deep.equal([]);

    // The failures download answers a real .xlsx (the link's call goes to the server, no error shows).
    const created: Blob[] = [];
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => { created.push(blob); return createObjectURL.call(URL, blob); };
    try {
      failures!.click();
      await waitFor(() => created.length === 1, 5000, 'failures file');
      expect(created[0]!.type).to.contain('spreadsheetml');
      expect(form.querySelector('[role="alert"]')).to.equal(null);
    } finally {
      URL.createObjectURL = createObjectURL;
    }

    // With the switch on the same rows update their users.
    form.querySelector<HTMLInputElement>('input[role="switch"]')!.click();
    start.click();
    await waitFor(() => form.querySelector('[role="status"]')?.textContent?.includes('新增 0 条，更新 9 条，失败 0 条'), 15000, 'updated');
    expect(buttonByText(form, '下载失败记录')).to.equal(null);
    expect(imported.map((r) => r.updated)).to.deep.equal([9]);

    buttonByText(form, '关闭')!.click();
    await waitFor(() => !root.querySelector('form[aria-label="导入用户"]'), 3000, 'closed');
  });
});
