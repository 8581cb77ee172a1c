import { ORG_QUEUE, Queue } from '../parts/queue';

/** /op/orgAudit/:status?: organisation certification applications. */
export default function OrgAuditPage() {
  return <Queue config={ORG_QUEUE} />;
}
