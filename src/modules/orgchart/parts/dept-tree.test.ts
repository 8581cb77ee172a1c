import { describe, expect, it } from 'vitest';
import { deptOptions, removeBlock, subtreeIds, treeRows } from './dept-tree';

const dept = (id: number, parentId: number | null, name: string, sort = 0) => ({ id, parentId, name, sort, staffCount: 0, manageable: true });

describe('the department tree on the client', () => {
  const all = [dept(3, 1, '企业服务科', 20), dept(1, null, '园区管委会'), dept(2, 1, '综合办公室', 10), dept(4, 3, '服务一组'), dept(5, 2, '人事科')];

  it('puts each parent before its children, siblings by their order', () => {
    expect(treeRows(all).map((d) => [d.name, d.depth])).toEqual([
      ['园区管委会', 0],
      ['综合办公室', 1],
      ['人事科', 2],
      ['企业服务科', 1],
      ['服务一组', 2],
    ]);
  });

  it('knows what lies below a department, so a move cannot go there', () => {
    expect([...subtreeIds(all, 3)].sort()).toEqual([3, 4]);
    expect([...subtreeIds(all, 1)].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('disables 删除 of the root and of any department with departments below it or people in it', () => {
    expect(removeBlock(all[1]!, all)).toBe('有下级部门，不能删除');
    expect(removeBlock({ ...dept(4, 3, '服务一组'), staffCount: 2 }, all)).toBe('有 2 名人员，不能删除');
    expect(removeBlock(all[3]!, all)).toBeNull();
  });

  it('indents the picker options by depth', () => {
    expect(deptOptions(treeRows(all)).slice(0, 3)).toEqual([
      { label: '园区管委会', value: '1' },
      { label: '　综合办公室', value: '2' },
      { label: '　　人事科', value: '5' },
    ]);
  });
});
