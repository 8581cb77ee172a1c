/**
 * Attachments, for every module that takes files: one library rather than a copy per module.
 *
 * Uploads (attachments/receive.ts, store.ts), for an endpoint with `body: MULTIPART` in its contract:
 *   - `await acceptUploads(app)` once in the module's routes, before serving it (registers
 *     @fastify/multipart in that scope unless an outer scope has it; limits are per endpoint).
 *   - `withUpload(request, attachmentStorage(app), rules, async (upload) => …)`: `rules`
 *     (UploadRules) name the field, the limits and every message; the work gets `upload.fields`
 *     and `upload.files` (temporary, hashed, sized), checks them (`verifiedMime` for documents,
 *     `sniffImage` for photos, `displayFilename` for names), moves accepted ones into storage with
 *     `upload.keep(file, tenantId)` and writes rows (`insertAttachment`, or its own in a
 *     transaction). A failure removes what was kept; temporary files never stay behind.
 *
 * Rows (attachments/records.ts):
 *   - `findAttachment`, `attachmentsByIds`, `liveAttachments` (a query to narrow down),
 *     `insertAttachment`, `softDeleteAttachment`,
 *     `setVisibility(db, tenantId, ids, 'PUBLIC' | 'PRIVATE')`.
 *   - `downloadUrl(id)` and `attachmentIdOf(url)`: the download address records store and forms
 *     send, and its id back (null when it is not one); `fileItem(row)` is the FileItem atom.
 *   - `sendAttachment(reply, storage, row, missing)` streams a stored file with the safe headers.
 *   - `SeedFiles` (attachments/seed-files.ts): a module's demo seed adds real files (stored as
 *     uploads are, with their rows) through the one it is given; none when a test seeds alone.
 *
 * Kinds and access (attachments/kinds.ts, access.ts): a file belongs to what it is attached to.
 *   - Each module declares the kinds of files its records hold (ServerModule.attachments, from its
 *     attachments.ts): where they are held — `{ links: { table, column }, records }` (a link table and the records' table, also
 *     added to AttachmentLinkTables by declaration merging, which types linkFiles for it) or
 *     `{ column: { table, column, holds: 'id' | 'url' } }` — and the owner's rule: `canRead`,
 *     `canDelete`, `editable` (false once the record is submitted: its files then leave only
 *     through its workflow), `publishes` for records whose files are PUBLIC while published.
 *     `declareAttachmentKinds(modules)` (server/modules/index.ts) collects them; the kit has no
 *     list of its own and refuses (throws for) a kind no module declares.
 *   - `mayRead(db, tenantId, user, file)`: PUBLIC → anyone of the park; otherwise the rule of a
 *     record holding it; held by none (just uploaded) → its uploader only. Never "is an operator".
 *   - `deleteIfAllowed(db, dialect, tenantId, user, file)`: 'forbidden' unless every holding
 *     record's rule lets this user delete (none: the uploader), 'submitted' when one of them is no
 *     longer editable, else deletes it ('allowed') — the check and the soft delete in one
 *     transaction with the attachment and holding records' rows locked (PostgreSQL), so a record
 *     submitted meanwhile cannot lose the file.
 *
 * Linking a record's files (attachments/links.ts; the declared link tables):
 *   - `usableAttachments(db, tenantId, ids, { uploadedBy, orLinkedTo })`: of the ids a form names,
 *     those the record may take — uploaded by `{ user }` (certification), by any user of `{ org }`
 *     (an application), or by `'operators'` (a notice, which publishes them) — or already linked
 *     to `orLinkedTo: { kind: 'notice', id }`. Compare the answer with the ids to refuse the rest.
 *   - `linkFiles(trx, tenantId, { kind, id }, ids, extras)` inserts the links in order (extras: the
 *     table's other columns, e.g. `{ kind: 'FILE' }`); `linkedFiles(db, tenantId, owner)` reads the
 *     live ones back in that order.
 */

export * from './attachments/access.js';
export * from './attachments/file-types.js';
export * from './attachments/filename.js';
export * from './attachments/kinds.js';
export * from './attachments/links.js';
export * from './attachments/receive.js';
export * from './attachments/records.js';
export * from './attachments/seed-files.js';
export * from './attachments/store.js';
