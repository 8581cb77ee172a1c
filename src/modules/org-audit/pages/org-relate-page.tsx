import { Queue, RELATE_QUEUE } from '../parts/queue';

/** /op/orgRelate/:status?: applications to join an existing organisation. */
export default function OrgRelatePage() {
  return <Queue config={RELATE_QUEUE} />;
}
