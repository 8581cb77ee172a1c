import useSWR from 'swr';
import { request } from '../../core/http';
import { sysId } from '../../core/tenant';

/** Key park figures for the home page, each from the area that owns it. */
export interface ParkFigures {
  enterprises: number;
  services: number;
  notices: number;
}

const countOrgs = (orgtypes: string[]) =>
  request<{ count: number }>('v2/org/countEsOrg', { base: 'parkboot', method: 'POST', body: { sysid: sysId(), orgtypes }, silent: true });

async function fetchFigures(): Promise<ParkFigures> {
  const [enterprises, services, notices] = await Promise.all([
    countOrgs(['ORG']),
    countOrgs(['SERVICE']),
    request<{ total: number }>('notice/list', { base: 'dpboot', query: { pagenum: 1, size: 1 }, silent: true }),
  ]);
  return { enterprises: enterprises.count, services: services.count, notices: notices.total };
}

export const useParkFigures = () => useSWR('home/park-figures', fetchFigures);
