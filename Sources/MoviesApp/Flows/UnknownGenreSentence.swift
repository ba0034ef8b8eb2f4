import MoviesDomain
import MoviesPresentation

/// The sentence for a `--genre` that names no genre. TMDB has 19 genres, and
/// the sentence lists them all; a server's list may be any length, so past
/// `listedInFull` it names the few closest to what was typed and how many
/// there are: one sentence stays a line, not megabytes.
enum UnknownGenreSentence {
    /// Lists of at most this many genres are named whole.
    static let listedInFull = 30
    /// How many of a longer list are named.
    static let closestCount = 5
    /// Characters of a genre name shown (and compared): a name is a word or
    /// two, and what a server sends past that is cut.
    static let nameLength = 32

    /// - Parameters:
    ///   - name: What was typed.
    ///   - genres: Every genre's name, in the server's order.
    static func text(for name: String, among genres: [String]) -> String {
        let start = "There is no genre '\(name)'"
        guard !genres.isEmpty else { return start + "." }
        guard genres.count > listedInFull else {
            return start + "; the genres are \(genres.map(shown).joined(separator: ", "))."
        }
        let closest = closestNames(to: name, among: genres).map(shown).joined(separator: ", ")
        let count = MovieDetailsContentViewModel.groupedThousands(genres.count)
        return start + "; the closest of its \(count) genres are \(closest) ('movies genres' lists them all)."
    }

    /// The `closestCount` names nearest `name` by edit distance (case and
    /// spacing aside), ties in the list's order; linear in the list.
    static func closestNames(to name: String, among genres: [String]) -> [String] {
        let wanted = String(MovieQuery(text: name).normalizedText.prefix(nameLength))
        var best: [(distance: Int, index: Int)] = []
        for (index, genre) in genres.enumerated() {
            let candidate = String(MovieQuery(text: String(genre.prefix(nameLength))).normalizedText.prefix(nameLength))
            let distance = CommandSuggestion.editDistance(wanted, candidate)
            guard best.count < closestCount || distance < (best.last?.distance ?? Int.max) else { continue }
            // Kept sorted and short, so each genre costs at most a few comparisons.
            let position = best.firstIndex { distance < $0.distance } ?? best.endIndex
            best.insert((distance, index), at: position)
            if best.count > closestCount { best.removeLast() }
        }
        return best.map { genres[$0.index] }
    }

    /// A name as the sentence shows it: cut past `nameLength` characters.
    private static func shown(_ genre: String) -> String {
        genre.count > nameLength ? String(genre.prefix(nameLength - 1)) + "…" : genre
    }
}
