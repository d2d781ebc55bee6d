// Types of index.js (uuid9562 for PGlite and migration tools).
import type { Extension, PGliteInterface } from '@electric-sql/pglite';

/** The schema the functions are installed into: "app". */
export declare const schema: string;
/** The version of the portable edition, as uuid9562.control's default_version. */
export declare const version: string;
/** The plain SQL form: install or upgrade inside the caller's transaction. */
export declare const sql: string;
/** The plain SQL form as a file (uuid9562.sql beside index.js). */
export declare const sqlUrl: URL;
/** Install or upgrade in db; true when it ran the SQL. */
export declare function install(db: PGliteInterface): Promise<boolean>;
/** The PGlite extension: new PGlite({ extensions: { pgcrypto, uuid9562 } }). */
export declare const uuid9562: Extension;
