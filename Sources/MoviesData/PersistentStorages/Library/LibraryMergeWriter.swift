import MoviesDomain
import Storage

/// Adds imported entries to the library inside one write transaction.
enum LibraryMergeWriter {
    static func merge(_ entries: LibraryImportEntries, _ connection: SQLiteConnection) throws -> LibraryMergeCounts {
        var counts = LibraryMergeCounts()
        for entry in entries {
            let id = entry.film.id
            let isNew = try LibraryStatements.upsert(entry.film, connection)
            var changed = try LibraryStatements.mark(id, liked: entry.isLiked, letterboxdURI: entry.letterboxdURI, connection)
            if let addedAt = entry.watchlistAddedAt {
                changed = try LibraryStatements.addToWatchlist(id, at: addedAt, connection) || changed
            }
            for viewing in entry.viewings {
                changed = try LibraryStatements.addViewing(id, viewing, connection) || changed
            }
            // The same stars again change nothing, not even when they were given.
            if let rating = entry.rating, try LibraryStatements.rating(of: id, connection) != rating.rating {
                _ = try LibraryStatements.setRating(rating, of: id, connection)
                changed = true
            }
            if isNew {
                counts.new += 1
            } else if changed {
                counts.updated += 1
            } else {
                counts.alreadyPresent += 1
            }
        }
        for list in entries.lists {
            try merge(list, into: &counts, connection)
        }
        return counts
    }

    /// A list the library lacks is made as the file has it; one it has (by
    /// name, case aside) gains the films it lacks, at its end, in the file's
    /// order. What the library's list holds already is left as it is.
    private static func merge(_ list: FilmList, into counts: inout LibraryMergeCounts, _ connection: SQLiteConnection) throws {
        let existing = try FilmListStatements.list(named: list.name, connection)
        if existing == nil {
            try FilmListStatements.create(name: list.name, description: list.description, isRanked: list.isRanked, at: list.createdAt, connection)
        }
        let row = try FilmListStatements.existingList(named: list.name, connection)
        var gained = false
        for entry in list.entries {
            try LibraryStatements.insertIfMissing(entry.film, connection)
            gained = try FilmListStatements.append(entry.film.id, note: entry.note, to: row, connection) || gained
        }
        if existing == nil {
            counts.newLists += 1
        } else if gained {
            counts.updatedLists += 1
        }
    }
}
