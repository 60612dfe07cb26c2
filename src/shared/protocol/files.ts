// How a stored file is named to the browser: a random UUID (upload_file.public_id), never its sequential id, so
// knowing one reference tells nothing about another.
export const FILE_REF_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const FILE_REF_LENGTH = 36;
