import { quoted } from '@common/quoted';
import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { ORGCHART_LIMITS as L, POST_CODE_PATTERN, POST_STATES, type PostState } from '@common/orgchart/contract';
import type { FormField } from '@/ui/form-page';
import { FormPopup } from '@/ui/form-popup';
import { ListPage, type CardSpec } from '@/ui/list-page';
import { posts, removePost, savePost, type Post, type PostQuery } from '../api';
import styles from '../parts/orgchart.module.css';

interface PostValues {
  name: string;
  code: string;
  sort: number;
  state: PostState;
}

const STATE_OPTIONS = (Object.keys(POST_STATES) as PostState[]).map((value) => ({ label: POST_STATES[value], value }));

const FIELDS: FormField<PostValues>[] = [
  { name: 'name', label: '岗位名称', type: 'text', required: true, min: 2, max: L.postNameMax, placeholder: '如 诉求专员' },
  {
    name: 'code',
    label: '岗位编码',
    type: 'text',
    required: true,
    min: 2,
    max: L.postCodeMax,
    pattern: { regex: new RegExp(POST_CODE_PATTERN), message: '岗位编码只能包含字母、数字、- 和 _' },
    placeholder: '如 SQZY',
    help: '园区内唯一，保存为大写',
  },
  { name: 'sort', label: '排序', type: 'number', required: true, min: 0, max: L.sortMax, integer: true },
  { name: 'state', label: '状态', type: 'select', required: true, options: STATE_OPTIONS, columns: 2, help: '停用的岗位不能再安排新人员' },
];

function PostPopup({ post, onClose }: { post?: Post; onClose: () => void }) {
  return (
    <FormPopup<PostValues>
      title={post ? '编辑岗位' : '新增岗位'}
      visible
      onClose={onClose}
      fields={FIELDS}
      initialValues={post ? { name: post.name, code: post.code, sort: post.sort, state: post.state } : { sort: 100, state: 'ON' }}
      onSubmit={(v) => savePost({ id: post?.id, name: v.name.trim(), code: v.code.trim(), sort: Number(v.sort), state: v.state })}
    />
  );
}

function confirmRemove(post: Post) {
  if (post.staffCount > 0) {
    void Dialog.alert({ title: '不能删除', content: `该岗位仍有 ${post.staffCount} 人在岗，请先为他们调整岗位。` });
    return;
  }
  void Dialog.confirm({
    title: '删除岗位',
    content: `确定删除岗位${quoted(post.name)}吗？删除后不可恢复。`,
    confirmText: '删除',
    onConfirm: () => removePost(post.id).then(() => undefined),
  });
}

/** /op/postManage: the park's posts (岗位). */
export default function PostManagePage() {
  const [editing, setEditing] = useState<Post | 'new' | null>(null);
  const card: CardSpec<Post> = {
    title: 'name',
    subtitle: 'code',
    tags: (p) => [p.stateLabel],
    meta: [
      { label: '排序', value: 'sort' },
      { label: '在岗人数', value: (p) => String(p.staffCount) },
    ],
    extra: (p) => (
      <div className={styles.actions}>
        <Button size="mini" onClick={() => setEditing(p)}>
          编辑
        </Button>
        <Button size="mini" color="danger" fill="outline" onClick={() => confirmRemove(p)}>
          删除
        </Button>
      </div>
    ),
    table: { titleLabel: '岗位名称', subtitleLabel: '岗位编码' },
  };
  return (
    <>
      <ListPage<Post, PostQuery>
        title="岗位管理"
        backTo="/op/index"
        list={posts}
        search={{ field: 'search', placeholder: '搜索岗位名称或编码' }}
        tabs={{ field: 'state', options: [{ label: '全部', value: '' }, ...STATE_OPTIONS] }}
        card={card}
        actions={
          <Button size="small" color="primary" fill="none" onClick={() => setEditing('new')}>
            新增岗位
          </Button>
        }
        emptyText="暂无岗位"
      />
      {editing && <PostPopup post={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
