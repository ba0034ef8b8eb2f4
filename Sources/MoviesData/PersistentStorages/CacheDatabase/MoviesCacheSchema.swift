import Storage

/// The cache database's schema history. Append new steps; never edit old ones.
enum MoviesCacheSchema {
    static let migrator = SQLiteMigrator(migrations: [
        SQLiteMigration(name: "v1 responses and recent queries", sql: version1),
    ])

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
}
