// Dialog buttons in one order everywhere, as Fluent's own dialogs: 取消 (or 关闭) left of the primary action, which comes last.
import { expect } from 'chai';
import { Button } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { FormDialog as AdminFormDialog } from '../../../src/shared/ui/FormDialog.tsx';
import UserImportDialog from '../../../src/app/pages/system/users/UserImportDialog.tsx';
import { FormDialog as OrderFormDialog } from '../../../src/elements/work-orders/common/FormDialog.tsx';
import { defineElement } from '../../../src/shared/element/index.ts';
import { ConfirmDialog } from '../../../src/shared/ui/ConfirmDialog.tsx';
import { TreePickerDialog } from '../../../src/shared/ui/TreePickerDialog.tsx';
import { mount, uniqueTag, waitFor } from '../support/dom.ts';

const noop = () => undefined;

/** Each dialog and its primary action's label. */
const DIALOGS: Record<string, [primary: string, render: () => ReactNode]> = {
  ConfirmDialog: ['确认', () => <ConfirmDialog open title="删除" message="确定删除？" busy={false} onConfirm={noop} onCancel={noop} />],
  'system FormDialog': ['保存', () => (
    <AdminFormDialog open title="新增用户" onSubmit={(e) => e.preventDefault()} submitLabel="保存" saving={false} onCancel={noop}>
      <input aria-label="名称" />
    </AdminFormDialog>
  )],
  'work-order FormDialog': ['确定', () => (
    <OrderFormDialog title="退回" onSubmit={noop} onCancel={noop} busy={false}>
      <input aria-label="意见" />
    </OrderFormDialog>
  )],
  TreePickerDialog: ['确定', () => (
    <TreePickerDialog open kind="dept" nodes={[{ id: 1, label: '市住建局', children: [] }] as never} onConfirm={noop} onCancel={noop} onClear={noop} />
  )],
  UserImportDialog: ['开始导入', () => <UserImportDialog open onClose={noop} onImported={noop} />],
};

afterEach(() => document.body.replaceChildren());

describe('dialog buttons', () => {
  for (const [name, [primaryLabel, render]] of Object.entries(DIALOGS)) {
    it(`${name}: 取消 (or 关闭) comes before the primary action, which is last`, async () => {
      const tag = uniqueTag();
      // A primary button outside the dialog tells what a primary button's background looks like.
      defineElement(tag, () => (
        <>
          <Button appearance="primary" data-reference="">参照</Button>
          {render()}
        </>
      ));
      const host = mount(`<${tag}></${tag}>`);
      const actions = await waitFor(() => host.shadowRoot!.querySelector('.fui-DialogActions'), 5000, `${name}'s actions`);
      const buttons = [...actions.querySelectorAll('button')];
      const labels = buttons.map((b) => b.textContent!.trim());
      const cancel = labels.findIndex((l) => l === '取消' || l === '关闭');
      const primary = labels.indexOf(primaryLabel);
      const brand = getComputedStyle(host.shadowRoot!.querySelector('[data-reference]')!).backgroundColor;
      if (!buttons[primary]?.disabled) expect(getComputedStyle(buttons[primary]!).backgroundColor, `${name}: ${primaryLabel} is primary`).to.equal(brand);
      expect(cancel, `${name}: ${labels.join(' ')}`).to.be.greaterThan(-1);
      expect(primary, `${name}: the primary button last among ${labels.join(' ')}`).to.equal(buttons.length - 1);
      expect(cancel, `${name}: ${labels.join(' ')}`).to.be.lessThan(primary);
    });
  }
});
