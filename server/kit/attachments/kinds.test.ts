import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../modules/index.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { attachmentKind, attachmentKinds, declareAttachmentKinds, type AttachmentKind } from './kinds.js';
import { linkedFiles, linkFiles, type Owner } from './links.js';

const never = () => Promise.resolve(false);
const kindOf = (kind: string): AttachmentKind => ({
  kind,
  held: { links: { table: 'appeal_files', column: 'appeal_id' } },
  canRead: never,
  canDelete: never,
  editable: never,
});

describe('attachment kinds', () => {
  it('are the modules’ declarations: each module’s kinds, none of the kit’s own', () => {
    const declared = modules.flatMap((m) => (m.attachments ?? []).map((k) => k.kind));
    expect(attachmentKinds().map((k) => k.kind).sort()).toEqual([...declared].sort());
    expect(declared).toEqual(expect.arrayContaining(['appeal', 'declareApplication', 'integralFill', 'notice', 'policy', 'message']));
  });

  it('refuse a kind declared twice', () => {
    expect(() => declareAttachmentKinds([{ name: 'a', attachments: [kindOf('twice')] }, { name: 'b', attachments: [kindOf('twice')] }])).toThrow(
      /declared twice/,
    );
    // The modules' declarations are untouched by the refused ones.
    expect(attachmentKind('appeal').kind).toBe('appeal');
  });

  it('refuse to link, or read the links of, a kind no module declares', async () => {
    expect(() => attachmentKind('loanContract')).toThrow(/not declared by any module/);
    const stray = { kind: 'loanContract', id: 1 } as unknown as Owner;
    // Neither reaches the database: the kit knows no table for an undeclared kind.
    await expect(linkFiles(null as never, 1, stray, [1], {} as never)).rejects.toThrow(/not declared/);
    await expect(linkedFiles(null as never, 1, stray)).rejects.toThrow(/not declared/);
  });
});

/**
 * Every column of the schema that refers to an attachment is held by a declared kind, so no file
 * escapes its owner's rule: a new link table or attachment column without a declaration fails here.
 */
describe('the schema’s references to attachments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('are each declared by a module', async () => {
    const { rows: tables } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(t.database.db);
    const references: string[] = [];
    for (const { name } of tables) {
      const { rows } = await sql<{ table: string; from: string }>`select * from pragma_foreign_key_list(${name})`.execute(t.database.db);
      for (const fk of rows) if (fk.table === 'attachments') references.push(`${name}.${fk.from}`);
    }
    const declared = attachmentKinds().map(({ held }) =>
      'links' in held ? `${held.links.table}.attachment_id` : `${held.column.table}.${held.column.column}`,
    );
    expect(references.length).toBeGreaterThan(5);
    expect(references.filter((r) => !declared.includes(r))).toEqual([]);
  });
});
