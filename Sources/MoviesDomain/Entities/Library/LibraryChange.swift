/// What one library change made in the UI did to one film: every effect
/// on it. One key may have several effects (marking a
/// film seen can also take it off the watchlist); one undo reverses them all.
public struct LibraryChange: Equatable, Sendable {
    public let film: LibraryFilm
    public let effects: [LibraryEffect]

    public init(film: LibraryFilm, effects: [LibraryEffect]) {
        self.film = film
        self.effects = effects
    }

    /// The difference between what the library held about a film before a
    /// change and after it; `nil` when nothing differs (the change was a
    /// no-op, such as adding a film already on the watchlist).
    ///
    /// Read from the entries rather than from what the use case reports, so
    /// a use case that gains an effect (seen also leaving the watchlist) is
    /// journaled, and undone, without the journal knowing it.
    public init?(before: LibraryEntry?, after: LibraryEntry?) {
        guard let film = after?.film ?? before?.film else { return nil }
        var effects: [LibraryEffect] = []
        switch (before?.watchlistAddedAt, after?.watchlistAddedAt) {
        case (nil, .some): effects.append(.addedToWatchlist)
        case let (addedAt?, nil): effects.append(.removedFromWatchlist(addedAt: addedAt))
        default: break
        }
        let viewingsBefore = before?.viewings ?? []
        let viewingsAfter = after?.viewings ?? []
        effects += viewingsBefore.filter { !viewingsAfter.contains($0) }.map(LibraryEffect.viewingRemoved)
        effects += viewingsAfter.filter { !viewingsBefore.contains($0) }.map(LibraryEffect.viewingAdded)
        if before?.rating != after?.rating {
            effects.append(.ratingChanged(from: before?.rating, to: after?.rating))
        }
        guard !effects.isEmpty else { return nil }
        self.init(film: film, effects: effects)
    }
}
