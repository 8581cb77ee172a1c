import { Dialog } from 'antd-mobile';
import { ORGCHART_LIMITS as L, POST_CODE_PATTERN, POST_STATES, type PostState } from '@common/orgchart/contract';
import type { FormField } from '@/ui/form-page';
import { FormPopup } from '@/ui/form-popup';
import { ListPage, type CardSpec } from '@/ui/list-page';
import { AddButton, confirmDelete, editAndDelete, RecordActions, useEditing } from '@/ui/record-actions';
import { posts, removePost, savePost, type Post, type PostQuery } from '../api';

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
  confirmDelete({ title: '删除岗位', what: '岗位', name: post.name, remove: () => removePost(post.id) });
}

/** /op/postManage: the park's posts (岗位). */
export default function PostManagePage() {
  const editor = useEditing<Post>();
  const card: CardSpec<Post> = {
    title: 'name',
    subtitle: 'code',
    tags: (p) => [p.stateLabel],
    meta: [
      { label: '排序', value: 'sort' },
      { label: '在岗人数', value: (p) => String(p.staffCount) },
    ],
    extra: (p) => (
      <RecordActions
        label={p.name}
        actions={editAndDelete(() => editor.edit(p), () => confirmRemove(p))}
      />
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
        actions={<AddButton text="新增岗位" onClick={editor.add} />}
        emptyText="暂无岗位"
      />
      {editor.popup((post, close) => <PostPopup post={post} onClose={close} />)}
    </>
  );
}
