import Storage

/// The cache database's schema history. Append new steps; never edit old ones.
enum MoviesCacheSchema {
    /// `PRAGMA application_id` of a movies cache ("MVCH"): a file at the cache
    /// path that carries another id is some other program's, and is left alone.
    static let applicationID: Int32 = 0x4D56_4348

    static let migrator = SQLiteMigrator(migrations: [
        SQLiteMigration(name: "v1 responses and recent queries", sql: version1),
        SQLiteMigration(name: "v2 application id and last counted hit", sql: version2),
    ])

    /// The schema as version 1 left it, to recognise a cache written before
    /// files were marked with `applicationID`.
    static let version1Statements = version1

    // `auto_vacuum = INCREMENTAL` is not set here: it only takes effect before
    // `journal_mode = WAL` first writes the header, so `MoviesCacheDatabase`
    // asks for it when it opens the connection (measured with SQLite 3.40).
    //
    // The unique index on recent queries uses `ifnull(year, -1)` because NULLs
    // are distinct in a UNIQUE index: two year-less searches would never merge.
    private static let version1 = """
        CREATE TABLE responses (
            id INTEGER PRIMARY KEY,
            key TEXT NOT NULL UNIQUE,
            status INTEGER NOT NULL,
            body BLOB NOT NULL,
            body_bytes INTEGER NOT NULL,
            fetched_at REAL NOT NULL,
            last_used_at REAL NOT NULL,
            hit_count INTEGER NOT NULL DEFAULT 0,
            etag TEXT,
            last_modified TEXT,
            max_age REAL
        );
        CREATE INDEX responses_last_used_at ON responses (last_used_at);
        CREATE TABLE recent_queries (
            id INTEGER PRIMARY KEY,
            text TEXT NOT NULL,
            normalized_text TEXT NOT NULL,
            year INTEGER,
            used_at REAL NOT NULL
        );
        CREATE UNIQUE INDEX recent_queries_search ON recent_queries (normalized_text, ifnull(year, -1));
        CREATE INDEX recent_queries_used_at ON recent_queries (used_at);
        """

    // The id lives in the file header and changes with the migration's
    // transaction. `last_hit_at` is when a hit on the entry was last counted
    // (see `SQLiteResponseCache.hitCountingIntervalSeconds`); adding a
    // nullable column rewrites no row.
    private static let version2 = """
        PRAGMA application_id = \(applicationID);
        ALTER TABLE responses ADD COLUMN last_hit_at REAL;
        """
}
