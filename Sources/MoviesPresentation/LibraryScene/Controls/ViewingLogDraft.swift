public import MoviesDomain

/// What the `L` form holds when Enter is pressed: its fields as typed. It
/// becomes the same `ViewingLog` that `movies log` builds from its options,
/// or a sentence that says which field to mend (nothing is saved then).
public struct ViewingLogDraft: Equatable, Sendable {
    /// `today`, `yesterday` or `YYYY-MM-DD`.
    public var date: String
    /// Empty for no rating, else 0.5 to 5 in halves.
    public var rating: String
    /// `nil`: as the library says (a rewatch when the film was seen before that day).
    public var rewatch: Bool?
    /// Comma-separated, as Letterboxd writes them.
    public var tags: String
    /// Empty for none.
    public var review: String

    public init(date: String, rating: String = "", rewatch: Bool? = nil, tags: String = "", review: String = "") {
        self.date = date
        self.rating = rating
        self.rewatch = rewatch
        self.tags = tags
        self.review = review
    }

    /// Why a draft cannot be saved, in one sentence shown in the form.
    public struct Refusal: Error, Equatable {
        public let sentence: String
    }

    static let dateRefusal = "The date must be today, yesterday or a day written YYYY-MM-DD, such as 2024-05-31."
    static let ratingRefusal = "The rating must be 0.5 to 5 in halves, such as 3.5, or empty for none."

    /// The viewing the draft names.
    /// - Parameter today: The library's today, when known: a later day is
    ///   refused (else the use case refuses it when it runs).
    /// - Throws: `Refusal` for a day that cannot be read or is after today,
    ///   and for a rating that is not 0.5 to 5 in halves.
    public func viewingLog(today: CalendarDate?) throws(Refusal) -> ViewingLog {
        guard let day = ViewingDay(naming: date) else { throw Refusal(sentence: Self.dateRefusal) }
        if let today, case let resolved = day.resolved(today: today), resolved > today {
            throw Refusal(sentence: LibraryErrorMessage.sentence(for: LibraryInputError.dateInFuture(resolved, today: today)))
        }
        let ratingText = rating.filter { !$0.isWhitespace }
        var stars: StarRating?
        if !ratingText.isEmpty {
            guard case .rating(let given) = StarRating.parse(ratingText) else { throw Refusal(sentence: Self.ratingRefusal) }
            stars = given
        }
        let reviewWords = review.split(whereSeparator: \.isWhitespace)
        return ViewingLog(
            day: day, rating: stars, rewatch: rewatch,
            tags: ViewingTags.parse(commaSeparated: tags),
            review: reviewWords.isEmpty ? nil : review
        )
    }
}
