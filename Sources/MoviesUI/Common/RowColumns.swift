import TextUI

/// The right end of a plain row — TMDB's rating and the film's id — in
/// columns of their own widths, so that both line up down a page whatever
/// the length of the titles (CJK included) and of the ids.
enum RowColumns {
    /// `★ 10.0`, the widest rating TMDB gives.
    static let ratingWidth = 6

    /// `★ 8.4` right-aligned in its column; blank when there is no rating.
    static func rating(_ rating: String?) -> String {
        let text = rating.map { "★ \($0)" } ?? ""
        return String(repeating: " ", count: max(0, ratingWidth - DisplayWidth.of(text))) + text
    }

    /// How many characters the longest of `ids` takes.
    static func idWidth(_ ids: some Sequence<Int>) -> Int {
        ids.reduce(1) { max($0, $1 >= 0 ? digitCount($1) : String($1).count) }
    }

    /// Digits of a non-negative number, without making its text.
    private static func digitCount(_ number: Int) -> Int {
        var digits = 1
        var rest = number / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        return digits
    }

    /// `id    550` with the number right-aligned to `width` digits.
    static func id(_ id: Int, width: Int) -> String {
        let digits = String(id)
        return "id " + String(repeating: " ", count: max(0, width - digits.count)) + digits
    }
}
