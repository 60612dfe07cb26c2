// Files are handed to the browser by a random reference, never by their sequential id (DESIGN §7 Files): the column,
// filled for existing rows, and work orders' attachments (which kept the upload answer's id as text) moved onto it.
import type { Migration } from './index.ts';

export const m021FileRefs: Migration = {
  version: 21,
  name: 'file_refs',
  statements: [
    `alter table upload_file add column public_id text`,
    `update upload_file set public_id = gen_random_uuid()::text`,
    `alter table upload_file alter column public_id set default gen_random_uuid()::text`,
    `alter table upload_file alter column public_id set not null`,
    `create unique index upload_file_public_id on upload_file (public_id)`,
    `update workflow_attachment wa set file_id = f.public_id from upload_file f where wa.file_id = f.id::text`,
    `create index workflow_attachment_file on workflow_attachment (file_id)`,
    // Deciding who may read a file asks what it belongs to: these lookups go by file.
    `create index call_record_recording on call_record (recording_file_id)`,
  ],
};
