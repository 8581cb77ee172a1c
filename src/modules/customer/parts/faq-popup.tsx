import type { FormField } from '@/ui/form-page';
import { FormPopup } from '@/ui/form-popup';
import { CUSTOMER_LIMITS as L, FAQ_CATEGORIES, saveFaq, type FaqCategory, type ManagedFaq } from '../api';

interface FaqValues {
  question: string;
  answer: string;
  keywords: string;
  category: FaqCategory;
  pinned: boolean;
}

export const CATEGORY_OPTIONS = FAQ_CATEGORIES.map((c) => ({ label: c, value: c }));

const FIELDS: FormField<FaqValues>[] = [
  { name: 'question', label: '问题', type: 'text', required: true, min: L.questionMin, max: L.questionMax, placeholder: '例如：忘记密码怎么办？' },
  { name: 'answer', label: '答案', type: 'textarea', required: true, min: 2, max: L.answerMax, rows: 5 },
  {
    name: 'keywords',
    label: '关键词',
    type: 'text',
    required: true,
    max: L.keywordsMax,
    placeholder: '用逗号、顿号或空格分隔，例如：忘记密码、重置密码',
    help: '企业提问中出现这些词时，这条问题排在最前面',
  },
  { name: 'category', label: '分类', type: 'select', required: true, options: CATEGORY_OPTIONS },
  { name: 'pinned', label: '置顶（作为推荐问题显示）', type: 'switch' },
];

/** 新增 or 编辑 one FAQ. */
export function FaqPopup({ faq, onClose }: { faq: ManagedFaq | 'new'; onClose: () => void }) {
  const initial: Partial<FaqValues> =
    faq === 'new'
      ? { category: '园区服务', pinned: false }
      : { question: faq.question, answer: faq.answer, keywords: faq.keywords.join('、'), category: faq.category as FaqCategory, pinned: faq.pinned };
  return (
    <FormPopup<FaqValues>
      title={faq === 'new' ? '新增常见问题' : '编辑常见问题'}
      visible
      onClose={onClose}
      fields={FIELDS}
      initialValues={initial}
      onSubmit={(v) => saveFaq({ ...(faq === 'new' ? {} : { id: faq.id }), ...v, pinned: !!v.pinned })}
    />
  );
}
