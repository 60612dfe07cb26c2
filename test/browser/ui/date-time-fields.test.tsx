// The shared date and time fields: Fluent's pickers in Chinese, a typed and a picked day give the same 'YYYY-MM-DD',
// times are 24-hour 'HH:mm', and what cannot be read is said in Chinese.
import { expect } from 'chai';
import { useState } from 'react';
import { defineElement } from '../../../src/shared/element/index.ts';
import { DateField } from '../../../src/shared/ui/DateField.tsx';
import { TimeField } from '../../../src/shared/ui/TimeField.tsx';
import { accessibilityViolations } from '../support/axe.ts';
import { mount, nextFrame, settled, typeInto, uniqueTag, waitFor } from '../support/dom.ts';

afterEach(() => document.body.replaceChildren());

function Form() {
  const [day, setDay] = useState('2026-03-05');
  const [time, setTime] = useState('');
  return (
    <div>
      <DateField name="day" label="登记日期" value={day} onChange={setDay} />
      <TimeField name="time" label="执行时间" value={time} onChange={setTime} />
      <output data-day>{day}</output>
      <output data-time>{time}</output>
    </div>
  );
}

async function mountForm(): Promise<ShadowRoot> {
  const tag = uniqueTag('date-time');
  defineElement(tag, Form);
  const host = mount(`<${tag}></${tag}>`);
  await waitFor(() => host.shadowRoot!.querySelector('input[name="time"]'), 5000, 'fields');
  return host.shadowRoot!;
}

/** Types, lets the page take the text in (a person never leaves within the same frame), then leaves the field. */
async function typeAndLeave(input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  typeInto(input, text);
  // The picker re-renders with the typed text before a person could leave; leaving earlier races its state.
  await waitFor(() => input.value === text, 3000, `${text} in the field`);
  await nextFrame();
  await nextFrame();
  // What leaving the field sends (blur() alone sends nothing while the test page does not have the focus).
  input.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }));
  input.blur();
}

describe('DateField and TimeField', () => {
  it('shows a day in 年月日, takes a typed day in several spellings and explains one it cannot read', async () => {
    const root = await mountForm();
    const input = root.querySelector<HTMLInputElement>('input[name="day"]')!;
    const day = () => root.querySelector('[data-day]')!.textContent;
    expect(input.value).to.equal('2026年03月05日');
    expect(input.type, 'no native date input').to.equal('text');

    await typeAndLeave(input, '2026-04-07');
    await waitFor(() => day() === '2026-04-07', 3000, 'typed with dashes');
    await typeAndLeave(input, '2026/4/8');
    await waitFor(() => day() === '2026-04-08', 3000, 'typed with slashes');
    await typeAndLeave(input, '2026年4月9日');
    await waitFor(() => day() === '2026-04-09', 3000, 'typed in 年月日');
    await waitFor(() => input.value === '2026年04月09日', 3000, 'shown in 年月日');

    await typeAndLeave(input, '2026-02-30');
    await waitFor(() => root.textContent!.includes('日期无法识别'), 3000, 'the message');
    expect(day(), 'the day kept').to.equal('2026-04-09');
    await typeAndLeave(input, '');
    await waitFor(() => day() === '', 3000, 'cleared');
    expect(root.textContent).not.to.contain('日期无法识别');
  });

  it('picks a day from a Chinese calendar', async () => {
    const root = await mountForm();
    const input = root.querySelector<HTMLInputElement>('input[name="day"]')!;
    input.click();
    const grid = await waitFor(() => root.querySelector<HTMLElement>('[role="grid"]'), 5000, 'calendar');
    await settled();
    const popup = grid.closest<HTMLElement>('[role="dialog"]') ?? grid.parentElement!;
    expect(popup.textContent).to.contain('2026年3月');
    expect([...grid.querySelectorAll('th')].map((th) => th.textContent)).to.deep.equal(['一', '二', '三', '四', '五', '六', '日']);
    expect(popup.textContent).to.contain('今天');
    grid.querySelector<HTMLButtonElement>('button[aria-label="18, 三月, 2026"]')!.click();
    await waitFor(() => root.querySelector('[data-day]')!.textContent === '2026-03-18', 3000, 'picked');
    expect(input.value).to.equal('2026年03月18日');
    expect(await accessibilityViolations(root.firstElementChild!)).to.deep.equal([]);
  });

  it('lists and takes times in 24-hour HH:mm, and explains a time it cannot read', async () => {
    const root = await mountForm();
    const input = root.querySelector<HTMLInputElement>('input[name="time"]')!;
    const time = () => root.querySelector('[data-time]')!.textContent;
    await typeAndLeave(input, '14:30');
    await waitFor(() => time() === '14:30', 3000, 'typed time');

    root.querySelector<HTMLElement>('[name="time"]')!.closest('.fui-TimePicker, .fui-Combobox')!.querySelector<HTMLElement>('[aria-expanded], .fui-Combobox__expandIcon')!.click();
    const options = await waitFor(() => {
      const found = [...root.querySelectorAll<HTMLElement>('[role="option"]')];
      return found.length ? found : null;
    }, 5000, 'time options');
    const texts = options.map((o) => o.textContent);
    expect(texts).to.include('13:00');
    expect(texts).to.include('00:00');
    expect(texts.join(' ')).not.to.match(/AM|PM|上午|下午/);
    options.find((o) => o.textContent === '02:00')!.click();
    await waitFor(() => time() === '02:00', 3000, 'picked time');
    expect(input.value).to.equal('02:00');

    await typeAndLeave(input, '2:00 PM');
    await waitFor(() => root.textContent!.includes('时间无法识别'), 3000, 'the message');
    expect(time(), 'the time kept').to.equal('02:00');
  });
});
