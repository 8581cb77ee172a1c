import { request } from '../core/http';
import type { RouteEntry } from './route-types';

/** SPEC §7: a page-view record on every navigation. A lost record must never disturb the person. */
export function recordPageView(url: string, entry: RouteEntry | undefined): void {
  void request('config/pagestatis/save', {
    base: 'dpboot',
    method: 'POST',
    body: { url, pagename: entry?.title ?? '', modulename: entry?.module ?? '' },
    silent: true,
  }).catch(() => undefined);
}
