import MoviesDomain
import MoviesPresentation
import TextUI

/// A library list as plain output prints it: a header with the count, then
/// one numbered row per film with its TMDB id, what the list is about, and
/// the other marks (`♥` for your rating; TMDB's ★ is never shown here).
enum LibraryListPlainText {
    static func lines(_ items: [LibraryListItemViewModel], list: LibraryList, sort: LibrarySort) -> [String] {
        guard !items.isEmpty else {
            switch list {
            case .watchlist: return ["Your watchlist is empty; add a film with 'movies watchlist add TMDB_ID'."]
            case .seen: return ["You have not marked any film seen; log one with 'movies seen add TMDB_ID'."]
            }
        }
        var lines = [header(count: items.count, list: list, sort: sort)]
        lines.reserveCapacity(items.count + 1)
        let numberWidth = String(items.count).count
        for (index, item) in items.enumerated() {
            let number = String(index + 1)
            var line = String(repeating: " ", count: numberWidth - number.count) + number + ". " + TextSanitizer.sanitize(item.title)
            if !item.releaseYear.isEmpty { line += " (" + item.releaseYear + ")" }
            line += " · TMDB " + String(item.id) + " · " + item.detail
            let others = [
                list == .seen && item.mark.isOnWatchlist ? "watchlist" : nil,
                list == .watchlist ? item.mark.seenText : nil,
                item.mark.ratingText,
            ].compactMap { $0 }
            for other in others { line += " · " + other }
            lines.append(line)
        }
        return lines
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
