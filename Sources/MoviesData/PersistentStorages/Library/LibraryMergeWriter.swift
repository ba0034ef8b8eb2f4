import MoviesDomain
import Storage

/// Adds imported entries to the library inside one write transaction.
enum LibraryMergeWriter {
    static func merge(_ entries: LibraryImportEntries, _ connection: SQLiteConnection) throws -> LibraryMergeCounts {
        var counts = LibraryMergeCounts()
        for entry in entries {
            let id = entry.film.id
            let isNew = try LibraryStatements.upsert(entry.film, connection)
            var changed = false
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
        return counts
    }
}
