import type { Kysely } from 'kysely';
import type { Permission } from '../../../common/permissions.js';
import { hasPermission } from '../../../common/roles.js';
import type { DB } from '../../db/schema.js';
import type { AuthUser } from '../../plugins/session-repo.js';

/**
 * Attachment kinds: what a file can be attached to, each declared by the module whose records hold
 * files (its ServerModule's `attachments`, server/kit/module.ts) with the rule of who may read and
 * delete them. The kit collects the declarations of the listed modules (declareAttachmentKinds,
 * server/modules/index.ts) and knows no kind of its own: adding an area edits no list here.
 */

/** Who asks about a file: the request's database, park and signed-in user. */
export interface FileAsker {
  db: Kysely<DB>;
  tenantId: number;
  user: AuthUser;
}

/**
 * The link tables by kind (rows tenant_id, attachment_id, position and the record's column). A
 * module that links files through a table of its own adds it by declaration merging, as it adds
 * its tables to DB, which types linkFiles and linkedFiles for it:
 *
 *   declare module '../../kit/attachments/kinds.js' {
 *     interface AttachmentLinkTables { appeal: { table: 'appeal_files'; column: 'appeal_id' } }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations
export interface AttachmentLinkTables {}

export type LinkKind = keyof AttachmentLinkTables;

/** A link table as a kind names it. */
export interface LinkTableRef {
  table: keyof DB & string;
  column: string;
}

/** Where the records of a kind hold their files. */
export type Holding =
  /**
   * A link table: the record's files in order; `records` is the table of the records themselves
   * (their `id` is the link's column), whose rows a delete locks while it checks and deletes.
   */
  | { links: LinkTableRef; records: keyof DB & string }
  /** A column of the record itself: the attachment's id, or its download address (downloadUrl). */
  | { column: { table: keyof DB & string; column: string; holds: 'id' | 'url' } };

/**
 * One kind: where its records hold files and its owner's rule. The rule is asked about each record
 * that holds the file; the records reaching it are this park's.
 */
export interface AttachmentKind {
  /** Unique among the modules: `appeal`, `integralFill`… (a link kind's key in AttachmentLinkTables). */
  kind: string;
  held: Holding;
  /** Who may read (see, download) the record's files: its owner, the operators whose permission covers it. */
  canRead(asker: FileAsker, recordId: number): Promise<boolean>;
  /** Who may delete one of the record's files while the record takes changes (editable). */
  canDelete(asker: FileAsker, recordId: number): Promise<boolean>;
  /**
   * Whether the record still takes changes to its files (a draft, an application sent back). Once
   * it is submitted, its files leave only through its own workflow, never by deleting them.
   */
  editable(asker: FileAsker, recordId: number): Promise<boolean>;
  /**
   * Records that make their files PUBLIC while published: their table and state column (the state
   * `JOINT` is published). A file another published record still uses stays public when one
   * record is withdrawn (usedByPublished).
   */
  publishes?: { table: keyof DB & string; column: string };
}

/** The rule of files only the holders of one operator permission read and delete (the managers of the records). */
export function heldByPermission(permission: Permission): Pick<AttachmentKind, 'canRead' | 'canDelete'> {
  const holds = ({ user }: FileAsker) => Promise.resolve(hasPermission(user, permission));
  return { canRead: holds, canDelete: holds };
}

/** A module as far as attachments are concerned (ServerModule). */
interface Declaring {
  name: string;
  attachments?: readonly AttachmentKind[];
}

const declared = new Map<string, AttachmentKind>();

/**
 * Collects the kinds the modules declare. A kind declared twice (by two modules, or twice by one)
 * is a programming error and stops the server from starting.
 */
export function declareAttachmentKinds(modules: readonly Declaring[]): void {
  const next = new Map<string, AttachmentKind>();
  for (const module of modules) {
    for (const kind of module.attachments ?? []) {
      if (next.has(kind.kind)) throw new Error(`attachment kind "${kind.kind}" is declared twice (module ${module.name})`);
      next.set(kind.kind, kind);
    }
  }
  declared.clear();
  for (const [name, kind] of next) declared.set(name, kind);
}

/** Every declared kind. */
export const attachmentKinds = (): readonly AttachmentKind[] => [...declared.values()];

/** The declared kind of this name; throws for a kind no module declares (the kit refuses it). */
export function attachmentKind(name: string): AttachmentKind {
  const kind = declared.get(name);
  if (!kind) throw new Error(`attachment kind "${name}" is not declared by any module (ServerModule.attachments)`);
  return kind;
}

/** The link table of a declared link kind; throws for an undeclared kind or one held by a column. */
export function linkTableOf(name: string): LinkTableRef {
  const { held } = attachmentKind(name);
  if (!('links' in held)) throw new Error(`attachment kind "${name}" is held by a column, not linked`);
  return held.links;
}
