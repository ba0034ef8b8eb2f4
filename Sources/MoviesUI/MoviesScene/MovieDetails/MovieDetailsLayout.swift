import MoviesPresentation
import TextUI

/// Lays out the details of one film as lines for a given width.
struct MovieDetailsLayout {
    let theme: MoviesTheme

    /// - Parameter isLoading: Whether the details are still on their way: an
    ///   overview the list did not have is "loading", not missing.
    /// - Parameter marks: The film's place in your library (`watchlist · ♥ 4`), or empty.
    /// - Parameter includesTitle: Whether the title leads the text; on screen
    ///   the header names the film already, so the year leads the facts instead.
    func lines(
        for content: MovieDetailsContentViewModel, width: Int, isLoading: Bool = false, marks: String = "", includesTitle: Bool = true
    ) -> [StyledLine] {
        var lines: [StyledLine] = []
        if includesTitle {
            let year = content.releaseYear.isEmpty ? "" : " (\(content.releaseYear))"
            lines.appendWrapped(content.title + year, width: width, style: theme.title)
        }
        if let original = content.originalTitle {
            lines.appendWrapped("Original title: \(original)", width: width, style: theme.secondary)
        }
        let year = includesTitle || content.releaseYear.isEmpty ? nil : content.releaseYear
        let certification = content.facts.certification
        let facts = [year, content.runtime, certification, content.genres, content.rating.map { "★ \($0)" }].compactMap { $0 }
        if !facts.isEmpty {
            lines.appendWrapped(facts.joined(separator: " · "), width: width, style: theme.accent)
        }
        if !marks.isEmpty {
            lines.appendWrapped("In your library: \(marks)", width: width, style: theme.accent)
        }
        if let tagline = content.tagline {
            lines.appendWrapped("“\(tagline)”", width: width, style: theme.secondary)
        }
        if let directors = content.directors {
            lines.appendWrapped("Directed by \(directors)", width: width)
        }
        // With a person to open, the cast is the Cast section below (those
        // without one listed there too); with none, it is named here.
        if !content.links.contains(where: { $0.section == .cast }), !content.cast.isEmpty {
            lines.appendWrapped("Cast: " + content.cast.prefix(6).joined(separator: ", "), width: width)
        }
        if let release = releaseLine(for: content) {
            lines.appendWrapped(release, width: width, style: theme.secondary)
        }
        if let references = referencesLine(for: content.facts) {
            lines.appendWrapped(references, width: width, style: theme.secondary)
        }
        lines.append(.blank)
        if content.overview.isEmpty {
            lines.appendWrapped(isLoading ? "Loading…" : "No overview available.", width: width, style: theme.secondary)
        } else {
            lines.appendWrapped(content.overview, width: width)
        }
        lines += whereToWatchLines(content.facts.whereToWatch, width: width)
        return lines
    }

    /// The whole screen as document lines: the text above, then each
    /// section of links under its heading. `numbered` puts `--select`'s
    /// numbers (and ids) on the links, for plain output.
    func documentLines(
        for content: MovieDetailsContentViewModel, width: Int, isLoading: Bool, numbered: Bool, marks: String = "", includesTitle: Bool = true
    ) -> [DocumentLine] {
        var document = lines(for: content, width: width, isLoading: isLoading, marks: marks, includesTitle: includesTitle).map { DocumentLine(text: $0.text, style: $0.style) }
        let numberWidth = String(content.links.count).count
        // On screen a link starts with the focus marker (`› `); plain output has none.
        let linkWidth = numbered ? width : width - 2
        var section: MovieDetailsLinkViewModel.Section?
        // The actors without a link, grouped by the cast link they come before
        // (the last group after the last link): billing order, unnumbered.
        let unlinked = content.unlinkedCast
        let castLinks = content.links.filter { $0.section == .cast }.count
        let indent = String(repeating: " ", count: numbered ? numberWidth + 2 : 2)
        let unlinkedLines = { (group: Int) -> [DocumentLine] in
            guard unlinked.count == castLinks + 1 else { return [] }
            return unlinked[group].map { text in
                DocumentLine(text: indent + TextLayout.truncate(TextSanitizer.sanitize(text), toWidth: max(1, width - indent.count)))
            }
        }
        for (index, link) in content.links.enumerated() {
            if link.section != section {
                section = link.section
                document.append(.blank)
                document.append(DocumentLine(text: link.section.rawValue, style: theme.accent))
            }
            // Cast links come first: a cast link's index is its place among them.
            if link.section == .cast { document += unlinkedLines(index) }
            let number = numbered ? String(repeating: " ", count: numberWidth - String(index + 1).count) + "\(index + 1). " : ""
            let id = numbered ? link.id.map { "id \($0)" } ?? "" : ""
            let room = max(1, linkWidth - number.count - (id.isEmpty ? 0 : id.count + 2))
            var text = number + TextLayout.truncate(TextSanitizer.sanitize(link.text), toWidth: room)
            if !id.isEmpty { text += String(repeating: " ", count: max(2, linkWidth - DisplayWidth.of(text) - id.count)) + id }
            document.append(DocumentLine(text: text, style: .plain, link: index))
            if link.section == .cast, index == castLinks - 1 { document += unlinkedLines(castLinks) }
        }
        return document
    }
}

extension MovieDetailsLayout {
    /// `IMDb tt1375666`: what the film is known by elsewhere.
    fileprivate func referencesLine(for facts: MovieDetailsFactsViewModel) -> String? {
        facts.imdbID.map { "IMDb \($0)" }
    }

    /// The region's offers under the overview: the heading naming the
    /// region and why it is that one, a line per kind of offer with the
    /// services in a column of their own, TMDB's page, and the attribution
    /// TMDB asks for; one sentence when the region has none.
    fileprivate func whereToWatchLines(_ offers: WatchProvidersViewModel?, width: Int) -> [StyledLine] {
        guard let offers else { return [] }
        var lines: [StyledLine] = [.blank]
        if let sentence = offers.notOfferedSentence {
            lines.appendWrapped(sentence, width: width, style: theme.secondary)
            return lines
        }
        lines.appendWrapped(offers.heading, width: width, style: theme.accent)
        let labelWidth = offers.sections.map(\.label.count).max() ?? 0
        for section in offers.sections {
            let label = "  \(section.label):" + String(repeating: " ", count: labelWidth - section.label.count) + " "
            lines.appendLabelled(label, section.providerNames.joined(separator: ", "), width: width)
        }
        if let link = offers.link { lines.appendLabelled("  More: ", link, width: width, style: theme.secondary) }
        lines.appendWrapped(WatchProvidersViewModel.attribution, width: width, style: theme.secondary)
        return lines
    }

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

extension Array where Element == StyledLine {
    /// `label` then `text` wrapped beside it, its later lines under the
    /// text's first column (the label column of a table).
    fileprivate mutating func appendLabelled(_ label: String, _ text: String, width: Int, style: Style = .plain) {
        var wrapped: [StyledLine] = []
        wrapped.appendWrapped(text, width: width, style: style, indent: label.count)
        for (index, line) in wrapped.enumerated() {
            append(index == 0 ? StyledLine(label + line.text.dropFirst(label.count), style: style) : line)
        }
    }
}
