import { ListPage, type FilterSpec } from '@/ui/list-page';
import { PageFrame } from '@/ui/page-frame';
import { LoadingCards } from '@/ui/states';
import { orgDirectory, orgExport, orgFilters, type OrgFilters, type OrgItem, type OrgQuery } from '../api';
import { ORG_CARD } from '../parts/org-card';
import { OP_INDEX, portraitPath } from '../paths';

const TITLE = '企业管理';

/** The six filters of the directory, their options from the server (this tenant's parks, industries…). */
function filterSpecs(options: OrgFilters | undefined): FilterSpec<OrgQuery>[] {
  return [
    { field: 'orgtype', label: '企业类型', options: options?.orgtypes ?? [], display: 'chips' },
    {
      field: 'park',
      label: '园区',
      options: (options?.parks ?? []).map((p) => ({ value: String(p.id), label: p.name })),
    },
    {
      field: 'industry',
      label: '产业',
      options: (options?.industries ?? []).map((i) => ({ value: String(i.fieldId), label: i.name })),
    },
    { field: 'setup', label: '成立年限', options: options?.setuptims ?? [] },
    { field: 'capital', label: '注册资本', options: options?.registercapitals ?? [] },
    {
      field: 'status',
      label: '经营状态',
      options: (options?.registStatuses ?? []).map((s) => ({ value: s, label: s })),
    },
  ];
}

/** /op/orgManage: search and filter the park's organisations, export them, open a portrait. */
export default function OrgManagePage() {
  const options = orgFilters.useQuery({});
  // The filters come from the URL and are checked against the options: wait for them, so a shared
  // link's filters apply to the first page already. Without options the search still works.
  if (options.data === undefined && !options.error) {
    return (
      <PageFrame title={TITLE} backTo={OP_INDEX}>
        <LoadingCards />
      </PageFrame>
    );
  }
  return (
    <ListPage<OrgItem, OrgQuery>
      title={TITLE}
      backTo={OP_INDEX}
      list={orgDirectory}
      search={{ field: 'search', placeholder: '企业名称、简称或信用代码' }}
      filters={filterSpecs(options.data)}
      card={ORG_CARD}
      itemPath={(org) => portraitPath(org.id)}
      exportTo={orgExport}
      emptyText="暂无企业"
    />
  );
}
