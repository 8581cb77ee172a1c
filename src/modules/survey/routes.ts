import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { MY_SURVEYS } from './paths';

const route = routesOf('survey');

/** 企业调查 in the personal centre: the surveys sent to my enterprise, and (?id=) one to answer. */
export const routes: RouteEntry[] = [route.login(MY_SURVEYS, '企业调查', () => import('./pages/answer-page'))];
