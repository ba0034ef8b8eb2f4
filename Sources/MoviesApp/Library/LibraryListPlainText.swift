import MoviesDomain
import MoviesPresentation
import TextUI

/// A library list as plain output prints it: a header with the count, then
/// one numbered row per film with its TMDB id, what the list is about, and
/// the other marks (`♥` for your rating; TMDB's ★ is never shown here).
enum LibraryListPlainText {
    /// The list as UTF-8, ending in a line break.
    static func bytes(_ items: [LibraryListItemViewModel], list: LibraryList, sort: LibrarySort) -> [UInt8] {
        guard !items.isEmpty else {
            switch list {
            case .watchlist: return Array("Your watchlist is empty; add a film with 'movies watchlist add FILM' (a TMDB id or a title).\n".utf8)
            case .seen: return Array("You have not marked any film seen; log one with 'movies seen add FILM' (a TMDB id or a title).\n".utf8)
            }
        }
        // Bytes appended in place: a list may hold tens of thousands of films,
        // and growing a String piece by piece costs several times more.
        var bytes = Array(header(count: items.count, list: list, sort: sort).utf8)
        bytes.reserveCapacity(items.count * 90)
        let numberWidth = String(items.count).utf8.count
        func append(_ text: String) { bytes.append(contentsOf: text.utf8) }
        for (index, item) in items.enumerated() {
            let number = String(index + 1)
            bytes.append(UInt8(ascii: "\n"))
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: numberWidth - number.utf8.count))
            append(number)
            append(". ")
            append(TextSanitizer.sanitize(item.title))
            if !item.releaseYear.isEmpty {
                append(" (")
                append(item.releaseYear)
                append(")")
            }
            append(" · TMDB ")
            append(String(item.id))
            append(" · ")
            append(item.detail)
            if list == .seen && item.mark.isOnWatchlist { append(" · watchlist") }
            if list == .watchlist, let seen = item.mark.seenText {
                append(" · ")
                append(seen)
            }
            if let rating = item.mark.ratingText {
                append(" · ")
                append(rating)
            }
        }
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    private static func header(count: Int, list: LibraryList, sort: LibrarySort) -> String {
        let films = count == 1 ? "1 film" : "\(count) films"
        let order: String
        switch sort {
        case .added: order = list == .watchlist ? "newest added first" : "last seen first"
        case .title: order = "by title"
        case .year: order = "newest release first"
        case .rating: order = "your highest rating first"
        }
        switch list {
        case .watchlist: return "Your watchlist: \(films), \(order)."
        case .seen: return "Seen: \(films), \(order)."
        }
    }
}
