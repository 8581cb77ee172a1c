import { Toast } from 'antd-mobile';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastNotifier } from './notifier';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const settle = (ms = 20) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
const shown = () => [...document.querySelectorAll('.adm-toast-main')].map((t) => t.textContent);
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await settle(10);
  expect(check()).toBe(true);
}

afterEach(async () => {
  Toast.clear();
  await settle(400);
  document.body.innerHTML = '';
});

describe('the notifier', () => {
  it('lets a toast shown right after a loading overlay closes be seen (a success after a save)', async () => {
    const hide = toastNotifier.loading('加载中……');
    await until(() => shown().includes('加载中……'));
    hide();
    act(() => void Toast.show({ content: '申请成功！', icon: 'success' }));
    await settle(400);
    expect(shown()).toEqual(['申请成功！']);
  });

  it('shows nothing for a call that ended before its overlay was drawn', async () => {
    const hide = toastNotifier.loading('加载中……');
    hide();
    await settle(400);
    expect(shown()).toEqual([]);
  });
});
