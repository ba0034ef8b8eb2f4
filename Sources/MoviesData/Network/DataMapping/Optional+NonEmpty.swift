import Foundation

extension Optional where Wrapped == String {
    /// The string, or `nil` when it is missing or blank: TMDB sends `""` where it means "none".
    var nonEmpty: String? {
        guard let self, !self.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return self
    }
}
