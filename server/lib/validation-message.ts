/** Turns the first schema-validation failure into one clear Chinese sentence for the user. */
export interface SchemaIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  parentSchema?: { title?: string; properties?: Record<string, { title?: string }> } | undefined;
}

const SECTION: Record<string, string> = {
  body: '请求内容',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

function fieldLabel(issue: SchemaIssue, context: string): string {
  if (issue.parentSchema?.title) return issue.parentSchema.title;
  const last = issue.instancePath.split('/').filter(Boolean).pop();
  return last ?? SECTION[context] ?? '请求参数';
}

export function validationMessage(issue: SchemaIssue, context: string): string {
  const p = issue.params;
  if (issue.keyword === 'required') {
    const missing = String(p.missingProperty ?? '');
    const title = issue.parentSchema?.properties?.[missing]?.title;
    return `请填写${title ?? missing}`;
  }
  const label = fieldLabel(issue, context);
  switch (issue.keyword) {
    case 'minLength':
      return Number(p.limit) <= 1 ? `${label}不能为空` : `${label}不能少于${String(p.limit)}个字符`;
    case 'maxLength':
      return `${label}不能超过${String(p.limit)}个字符`;
    case 'minimum':
      return `${label}不能小于${String(p.limit)}`;
    case 'maximum':
      return `${label}不能大于${String(p.limit)}`;
    case 'minItems':
      return `${label}至少需要${String(p.limit)}项`;
    case 'maxItems':
      return `${label}最多${String(p.limit)}项`;
    case 'enum':
    case 'const':
      return `${label}的取值无效`;
    case 'type':
      return issue.instancePath === '' && context === 'body' ? '请求内容格式不正确' : `${label}格式不正确`;
    default:
      return `${label}格式不正确`;
  }
}
