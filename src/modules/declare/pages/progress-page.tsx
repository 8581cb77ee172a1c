import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { DetailPage } from '@/ui/detail-page';
import { application, type ApplicationDetail } from '../api';
import { declareProcessPath, MY_LIST } from '../paths';
import { ApplicationHeading, ApplicationHistory, ApplicationSections, LandingDocument } from '../parts/application-sections';
import { MaterialSlots } from '../parts/material-slots';

/** /policy/process/detail/:id: one application's progress — state, reason, trail, files and landing. */
export default function ProgressPage() {
  const navigate = useNavigate();
  return (
    <DetailPage<ApplicationDetail>
      title="申报进度"
      backTo={MY_LIST}
      item={application}
      sections={[]}
      notFoundText="申报不存在或无权查看"
      footer={(a) =>
        a.editable ? (
          <Button block size="large" color="primary" onClick={() => void navigate(declareProcessPath(a.declareId))}>
            {a.state === 'BACK' ? '修改后重新提交' : '继续填报'}
          </Button>
        ) : null
      }
    >
      {(a) => (
        <>
          <ApplicationHeading application={a} />
          <ApplicationHistory application={a} />
          <ApplicationSections application={a} />
          <LandingDocument application={a} canDownload={false} />
          <MaterialSlots applicationId={a.id} materials={a.materials} editable={false} />
        </>
      )}
    </DetailPage>
  );
}
