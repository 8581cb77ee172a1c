import { useNavigate } from 'react-router-dom';
import { SERVICE_LIMITS } from '@common/service/rules';
import { useSession } from '@/core/use-session';
import { FormPopup } from '@/ui/form-popup';
import { submitApply, type PublicProduct } from '../api';
import { myApplyPath } from '../paths';

type Values = { contactName: string; contactPhone: string; content: string };

/** An enterprise applies for one product: who to contact and what it needs; then its application opens. */
export function ApplyPopup({ product, onClose }: { product: PublicProduct; onClose: () => void }) {
  const navigate = useNavigate();
  const user = useSession();
  return (
    <FormPopup<Values>
      title={`申请：${product.title}`}
      visible
      onClose={onClose}
      fields={[
        { name: 'contactName', label: '联系人', type: 'text', required: true, max: SERVICE_LIMITS.contactMax },
        { name: 'contactPhone', label: '联系电话', type: 'phone', required: true },
        { name: 'content', label: '需求说明', type: 'textarea', required: true, min: SERVICE_LIMITS.noteMin, max: SERVICE_LIMITS.textMax, placeholder: '说明企业的情况和希望机构提供的服务' },
      ]}
      initialValues={{ contactName: user?.name ?? '', contactPhone: user?.phone ?? '' }}
      submitText="提交申请"
      onSubmit={async (v) => {
        const { id } = await submitApply({ productId: product.id, ...v });
        navigate(myApplyPath(id));
      }}
    />
  );
}
