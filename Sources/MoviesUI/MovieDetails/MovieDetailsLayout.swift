import MoviesPresentation
import TextUI

/// Lays out the details of one film as lines for a given width.
struct MovieDetailsLayout {
    let theme: MoviesTheme

    func lines(for content: MovieDetailsContentViewModel, width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        let year = content.releaseYear.isEmpty ? "" : " (\(content.releaseYear))"
        lines.appendWrapped(content.title + year, width: width, style: theme.title)
        if let original = content.originalTitle {
            lines.appendWrapped("Original title: \(original)", width: width, style: theme.secondary)
        }
        let facts = [content.runtime, content.genres, content.rating.map { "★ \($0)" }].compactMap { $0 }
        if !facts.isEmpty {
            lines.appendWrapped(facts.joined(separator: " · "), width: width, style: theme.accent)
        }
        if let tagline = content.tagline {
            lines.appendWrapped("“\(tagline)”", width: width, style: theme.secondary)
        }
        if let directors = content.directors {
            lines.appendWrapped("Directed by \(directors)", width: width)
        }
        if !content.cast.isEmpty {
            lines.appendWrapped("Cast: " + content.cast.prefix(6).joined(separator: ", "), width: width)
        }
        let release = [content.status, content.releaseDate.map { "released \($0)" }].compactMap { $0 }
        if !release.isEmpty {
            lines.appendWrapped(release.joined(separator: ", ").capitalizingFirstLetter, width: width, style: theme.secondary)
        }
        lines.append(.blank)
        let overview = content.overview.isEmpty ? "No overview available." : content.overview
        lines.appendWrapped(overview, width: width)
        return lines
    }
}

extension String {
    fileprivate var capitalizingFirstLetter: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
