import { describe, expect, it } from 'vitest';
import { NOTICE_LIFECYCLE } from '@common/notice/lifecycle';
import { RANK_LIFECYCLE } from '@common/rank/lifecycle';
import { batchQuestion, editLabel, editNotice, rowActions, stateColor, stateTabs, tabCounts, transitionDialog } from './lifecycle-view';

describe('what the publish screens read from a lifecycle', () => {
  it('tabs every state after 全部, with the counts endpoint\'s total on 全部', () => {
    expect(stateTabs(RANK_LIFECYCLE)).toEqual([
      { label: '全部', value: '' },
      { label: '草稿', value: 'DRAFT' },
      { label: '已发布', value: 'PUBLISHED' },
      { label: '已撤回', value: 'WITHDRAWN' },
    ]);
    expect(tabCounts({ DRAFT: 2, PUBLISHED: 3, WITHDRAWN: 1, total: 6 })).toEqual({ '': 6, DRAFT: 2, PUBLISHED: 3, WITHDRAWN: 1 });
    expect(tabCounts(undefined)).toBeUndefined();
  });

  it('colours a state from the steps that lead to it, as the SPEC family colours its own', () => {
    expect(['CHECK', 'JOINT', 'CANCEL'].map((s) => stateColor(NOTICE_LIFECYCLE, s))).toEqual(['warning', 'success', 'danger']);
    expect(['DRAFT', 'PUBLISHED', 'WITHDRAWN'].map((s) => stateColor(RANK_LIFECYCLE, s))).toEqual(['default', 'success', 'warning']);
  });

  it('offers the edit the rule allows and the operator\'s steps from each state', () => {
    expect(rowActions(NOTICE_LIFECYCLE, 'CHECK', 'operator')).toEqual({ edit: true, actions: ['PUBLISH', 'REJECT', 'DELETE'] });
    expect(rowActions(NOTICE_LIFECYCLE, 'JOINT', 'operator')).toEqual({ edit: false, actions: ['WITHDRAW'] });
    expect(rowActions(RANK_LIFECYCLE, 'WITHDRAWN', 'operator')).toEqual({ edit: true, actions: ['PUBLISH'] });
    expect(rowActions(RANK_LIFECYCLE, 'DRAFT', 'owner')).toEqual({ edit: true, actions: [] });
    expect(editLabel(NOTICE_LIFECYCLE, 'CANCEL')).toBe('修改后重新提交');
    expect(editLabel(RANK_LIFECYCLE, 'WITHDRAWN')).toBe('修改');
    // Neither edits a published record, so neither asks before the form opens.
    expect(editNotice(NOTICE_LIFECYCLE, 'CANCEL')).toBeNull();
  });

  it('asks each step\'s own question, and a batch counts the records it names', () => {
    expect(transitionDialog(RANK_LIFECYCLE, 'WITHDRAW')).toEqual({
      title: '撤回榜单',
      content: '确定撤回该榜单吗？撤回后门户上不再展示，可修改后重新发布。',
      confirmText: '撤回',
    });
    expect(batchQuestion(NOTICE_LIFECYCLE, 'DELETE', 2)).toBe('确定删除选中的 2 条未发布通知吗？删除后不可恢复。');
    expect(batchQuestion(NOTICE_LIFECYCLE, 'WITHDRAW', 3)).toBe(
      '确定撤回选中的 3 条已发布通知吗？撤回后访客将看不到它，附件恢复为不公开。',
    );
    expect(batchQuestion(RANK_LIFECYCLE, 'PUBLISH', 4)).toBe(
      '确定发布选中的 4 条未发布榜单吗？发布后将在门户“企业服务”页公开展示，发布期间不能修改。',
    );
  });
});
