import { PLATFORM_NAME } from '@common/constants';

/** Browser title: the platform's fixed name, then the route's title, then the tenant's name (SPEC §1). */
export function pageTitle(routeTitle: string | undefined, tenantName: string | undefined): string {
  return [PLATFORM_NAME, routeTitle, tenantName].filter(Boolean).join(' - ');
}
