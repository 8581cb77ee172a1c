import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { CONDUCT_INDEX } from './paths';

const route = routesOf('conduct');

/** 高新技术企业服务 (SPEC §2 /gc/conduct), open to everyone; its operators edit the guide on the page. */
export const routes: RouteEntry[] = [route.public(CONDUCT_INDEX, '高新技术企业服务', () => import('./pages/conduct-page'))];
