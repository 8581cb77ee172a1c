import { DetailPage } from '@/ui/detail-page';
import { applyDetail, type ApplyDetail } from '../api';
import { APPLY_SECTIONS, ApplyFooter, ApplyTrail, applyHeading } from './apply-view';

/** One application with its trail and, for whoever may act, its next steps (or the rating). */
export function ApplyScreen({ id, title, backTo }: { id?: string; title: string; backTo: string }) {
  return (
    <DetailPage<ApplyDetail>
      title={title}
      backTo={backTo}
      item={applyDetail}
      {...(id === undefined ? {} : { id })}
      heading={applyHeading}
      sections={APPLY_SECTIONS}
      notFoundText="服务申请不存在"
      footer={(a, { refresh }) => <ApplyFooter apply={a} refresh={refresh} />}
    >
      {(a) => <ApplyTrail apply={a} />}
    </DetailPage>
  );
}
