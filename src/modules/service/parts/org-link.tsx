import { Link } from 'react-router-dom';
import { isService } from '@common/roles';
import { useSession } from '@/core/use-session';
import { orgPortraitPath } from '../paths';

/**
 * An enterprise's name, linked to its service portrait when the reader may open it: a service
 * organisation only where it was chosen (an answer alone gives no right); everyone who reads an
 * application may (its enterprise, its organisation, the service desk).
 */
export function OrgLink({ id, name, chosenId }: { id: number; name: string; chosenId?: number | null }) {
  const user = useSession();
  const allowed = chosenId === undefined || !user || !isService(user) || chosenId === user.orgId;
  return allowed ? <Link to={orgPortraitPath(id)}>{name}</Link> : <>{name}</>;
}
