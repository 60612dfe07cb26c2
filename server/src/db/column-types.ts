// Column types shared by the table files: timestamps read as Date, written as Date or ISO text.
import type { ColumnType } from 'kysely';

export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
