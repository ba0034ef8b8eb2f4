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
        if let release = releaseLine(for: content) {
            lines.appendWrapped(release, width: width, style: theme.secondary)
        }
        lines.append(.blank)
        let overview = content.overview.isEmpty ? "No overview available." : content.overview
        lines.appendWrapped(overview, width: width)
        return lines
    }
}

extension MovieDetailsLayout {
    /// `Released 2010-07-15`, or the status and the planned date for films not out yet.
    fileprivate func releaseLine(for content: MovieDetailsContentViewModel) -> String? {
        switch (content.status, content.releaseDate) {
        case (nil, nil): return nil
        case (let status?, nil): return status
        case (nil, let date?): return "Release date \(date)"
        case ("Released"?, let date?): return "Released \(date)"
        case (let status?, let date?): return "\(status) · release date \(date)"
        }
    }
}
