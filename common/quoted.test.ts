import { expect, it } from 'vitest';
import { quoted } from './quoted.js';

it('puts a name in “…” and turns the double quotes inside it to single ones', () => {
  expect(quoted('创新券')).toBe('“创新券”');
  expect(`确定删除${quoted('关于开展“小巨人”申报的通知')}吗？`).toBe('确定删除“关于开展‘小巨人’申报的通知”吗？');
});
