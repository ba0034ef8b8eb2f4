import Storage

/// The library database's schema history. Append new steps; never edit old ones.
///
/// Times are whole milliseconds since 1970 (so a JSON export gives them back
/// exactly); viewing days are `YYYY-MM-DD` text, readable in any SQLite shell.
/// Every table is keyed by TMDB id, so a damaged file can still be read range
/// by range (see `LibrarySalvage`).
package enum LibrarySchema {
    /// `PRAGMA application_id` of a movies library ("MVLB"): a file at the
    /// library's path with any other id is some other program's, never written.
    package static let applicationID: Int32 = 0x4D56_4C42

    package static let migrator = SQLiteMigrator(migrations: [
        SQLiteMigration(name: "v1 films, watchlist, viewings and ratings", sql: version1),
        SQLiteMigration(name: "v2 a viewing's rating, rewatch, tags and review", sql: version2),
        SQLiteMigration(name: "v3 lists and their films", sql: version3),
        SQLiteMigration(name: "v4 a film's facts, liked mark and Letterboxd URI", sql: version4),
    ])

    private static let version1 = """
        PRAGMA application_id = \(applicationID);
        CREATE TABLE films (
            tmdb_id INTEGER PRIMARY KEY,
            title TEXT NOT NULL,
            year INTEGER,
            original_title TEXT,
            poster_path TEXT
        );
        CREATE TABLE watchlist (
            tmdb_id INTEGER PRIMARY KEY REFERENCES films (tmdb_id),
            added_at INTEGER NOT NULL
        );
        CREATE TABLE viewings (
            tmdb_id INTEGER NOT NULL REFERENCES films (tmdb_id),
            watched_on TEXT NOT NULL,
            logged_at INTEGER NOT NULL,
            PRIMARY KEY (tmdb_id, watched_on)
        ) WITHOUT ROWID;
        CREATE TABLE ratings (
            tmdb_id INTEGER PRIMARY KEY REFERENCES films (tmdb_id),
            half_stars INTEGER NOT NULL CHECK (half_stars BETWEEN 1 AND 10),
            rated_at INTEGER NOT NULL
        );
        """

    /// Every viewing of a v1 file keeps what it had; one after an earlier
    /// viewing of the same film is a rewatch, which the file already says.
    /// Tags are one per line (a tag holds no line break, see `ViewingTags`).
    private static let version2 = """
        ALTER TABLE viewings ADD COLUMN half_stars INTEGER CHECK (half_stars BETWEEN 1 AND 10);
        ALTER TABLE viewings ADD COLUMN rewatch INTEGER NOT NULL DEFAULT 0 CHECK (rewatch IN (0, 1));
        ALTER TABLE viewings ADD COLUMN tags TEXT NOT NULL DEFAULT '';
        ALTER TABLE viewings ADD COLUMN review TEXT;
        UPDATE viewings SET rewatch = 1 WHERE EXISTS (
            SELECT 1 FROM viewings earlier WHERE earlier.tmdb_id = viewings.tmdb_id AND earlier.watched_on < viewings.watched_on
        );
        """

    /// Lists, and their films in order. A list's name is unique whatever its
    /// case and spacing: `name_key` is `FilmListName.key`, kept beside the
    /// name as typed so the database itself refuses a second list of a name.
    /// An entry refers to the film's row, which keeps its title and year as
    /// last seen; a position is the order of adding (gaps closed on removal).
    private static let version3 = """
        CREATE TABLE lists (
            list_id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL UNIQUE,
            description TEXT,
            ranked INTEGER NOT NULL DEFAULT 0 CHECK (ranked IN (0, 1)),
            created_at INTEGER NOT NULL
        );
        CREATE TABLE list_entries (
            list_id INTEGER NOT NULL REFERENCES lists (list_id),
            tmdb_id INTEGER NOT NULL REFERENCES films (tmdb_id),
            position INTEGER NOT NULL,
            note TEXT,
            PRIMARY KEY (list_id, tmdb_id)
        ) WITHOUT ROWID;
        CREATE INDEX list_entries_by_film ON list_entries (tmdb_id);
        """

    /// What stats need of a film, kept as last seen like its title: runtime
    /// in minutes, and genres, directors and top billed cast one per line
    /// (`LibraryFilmFacts`). Every film of a v3 file has them unknown (NULL),
    /// never guessed; the liked mark is off and no film has a Letterboxd URI.
    private static let version4 = """
        ALTER TABLE films ADD COLUMN runtime_minutes INTEGER CHECK (runtime_minutes > 0);
        ALTER TABLE films ADD COLUMN genres TEXT;
        ALTER TABLE films ADD COLUMN directors TEXT;
        ALTER TABLE films ADD COLUMN top_cast TEXT;
        ALTER TABLE films ADD COLUMN liked INTEGER NOT NULL DEFAULT 0 CHECK (liked IN (0, 1));
        ALTER TABLE films ADD COLUMN letterboxd_uri TEXT;
        """
}
