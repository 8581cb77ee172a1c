import { revalidateResources } from '@/ui/resource';
import { SheetImport } from '@/ui/sheet-import';
import { AFFECTED, importTargets, targetTemplate } from '../api';
import { manageMerchantPath } from '../paths';
import { useIdParam } from '../parts/chain-frame';
import { TargetsScreen } from '../parts/targets-screen';
import styles from '../parts/industry.module.css';

/** 批量导入: the chain's template, and a file whose rows are all added — or, with one bad row, none. */
function TargetImport({ chainId }: { chainId: number }) {
  return (
    <section aria-label="导入招商目标">
      <SheetImport
        template={() => targetTemplate(chainId)}
        send={(file) => importTargets(chainId, file)}
        onSaved={() => void revalidateResources(AFFECTED)}
        savedText={(r) => `新增 ${String(r.imported)} 个招商目标。`}
        rowName={(e) => (e.name ? `（${e.name}）` : '')}
      >
        <p className={styles.text}>
          批量导入：按模板每行填写一个目标企业，“对应环节”填本链的环节或产品名称；任何一行有误则不保存任何数据。
        </p>
      </SheetImport>
    </section>
  );
}

/** /op/indusManage/merchant/{type}: keep the chain's targets — add, edit, change their state, import them. */
export default function ManageMerchantPage() {
  const chainId = useIdParam('type');
  return (
    <TargetsScreen
      title="招商目标维护"
      param="type"
      view={manageMerchantPath}
      mode="manage"
      header={chainId ? <TargetImport chainId={chainId} /> : null}
    />
  );
}
