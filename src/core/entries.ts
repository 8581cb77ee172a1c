import type { ComponentType, ReactNode } from 'react';
import { isOperator, isRegistering, type SessionUser } from '@common/roles';

/**
 * A module declares its entries in its own `entries.tsx`: `homeEntries` (HomeEntry[]) for the home
 * pages, `mineEntries` (MineEntry[]) for the personal centre. The pages find every module's file
 * by themselves (import.meta.glob), so a module adds its entries without touching them.
 */

/**
 * Who sees an entry: everyone (`public`), anyone signed in (`login`), the park's operators
 * (`operator`), a member of an organisation (`enterprise`), or a signed-in user who belongs to
 * none yet (`registering`). An entry listing several is seen by each of them.
 */
export type EntryAudience = 'public' | 'login' | 'operator' | 'enterprise' | 'registering';

/**
 * An audience a module declares for itself, beside the common ones (the members of service
 * organisations, say): its name, and whether a user is in it. No central list names them.
 */
export interface OwnAudience {
  name: string;
  includes: (user: SessionUser | null | undefined) => boolean;
}

/** Who an entry is for: one audience or several, common or a module's own. */
export type EntryWho = EntryAudience | OwnAudience | readonly (EntryAudience | OwnAudience)[];

/** What every entry says: where it goes, what it is called, who sees it and where it stands. */
export interface EntryBase {
  path: string;
  label: string;
  icon: ReactNode;
  who: EntryWho;
  /** Its place among the entries of the page (smaller first); entries of equal order keep the modules' name order. */
  order: number;
}

/**
 * An entry on the home pages' grid of business areas (/index, /qyfw/index). A path a park may
 * hide or reorder (common/setting/home-entries.ts) follows the park's choice; the grid shows an
 * entry only once its screen is in the route registry.
 */
export interface HomeEntry extends EntryBase {
  /** The icon's tint. */
  color: string;
}

/** An entry of the personal centre's list (/user/index). */
export interface MineEntry extends EntryBase {
  /** One line under the label. */
  description?: string;
  /** The state the navigation carries (an intent the screen reads). */
  state?: unknown;
  /** Drawn at the right of the entry (an unread count). */
  Extra?: ComponentType;
  /** Draws the whole entry itself, when a line of text is not enough (the certification's progress). */
  Item?: ComponentType;
}

/** Whether `user` (null when signed out) sees an entry meant for `who`. */
export function sees(user: SessionUser | null | undefined, who: EntryWho): boolean {
  const audiences: readonly (EntryAudience | OwnAudience)[] = typeof who === 'string' || !Array.isArray(who) ? [who as EntryAudience | OwnAudience] : who;
  return audiences.some((audience) => {
    if (typeof audience !== 'string') return audience.includes(user);
    switch (audience) {
      case 'public':
        return true;
      case 'login':
        return !!user;
      case 'operator':
        return isOperator(user);
      case 'enterprise':
        return !!user?.orgId;
      case 'registering':
        return isRegistering(user);
    }
  });
}

/** The entries the modules declare (`found`: the glob of their files, keyed by file), by `order`, ties in the modules' name order. */
export function inOrder<E extends EntryBase>(found: Readonly<Record<string, readonly E[]>>): E[] {
  return Object.keys(found)
    .sort()
    .flatMap((file) => [...found[file]!])
    .sort((a, b) => a.order - b.order);
}
