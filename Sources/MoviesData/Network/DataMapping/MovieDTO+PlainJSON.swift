extension MovieDTO {
    /// What one element of a page's results is, read as `init(from:)` and
    /// `LossyList` read it.
    enum PlainRead {
        case movie(MovieDTO)
        /// Left out and counted: not an object, or no usable id.
        case unreadable
        /// Left out and not counted.
        case null
        /// Only `JSONDecoder` can say (a genre id written with a fraction).
        case undecided
    }

    static func read(plainJSON element: PlainJSONValue) -> PlainRead {
        switch element {
        case .null: return .null
        case .object(let fields):
            guard let id = PlainJSONLeniency.int(fields["id"]) else { return .unreadable }
            guard case .some(let genreIDs) = genreIDs(fields["genre_ids"]) else { return .undecided }
            return .movie(MovieDTO(
                id: id,
                title: PlainJSONLeniency.string(fields["title"]),
                originalTitle: PlainJSONLeniency.string(fields["original_title"]),
                originalLanguage: PlainJSONLeniency.string(fields["original_language"]),
                overview: PlainJSONLeniency.string(fields["overview"]),
                releaseDate: PlainJSONLeniency.string(fields["release_date"]),
                posterPath: PlainJSONLeniency.string(fields["poster_path"]),
                voteAverage: PlainJSONLeniency.double(fields["vote_average"]),
                voteCount: PlainJSONLeniency.int(fields["vote_count"]),
                genreIDs: genreIDs
            ))
        default:
            return .unreadable
        }
    }

    /// `genre_ids` as a `LossyList<Int>` reads it (`nil` when missing or not
    /// a list), or `.none` when an element is a number with a fraction or an
    /// exponent, which only `JSONDecoder` can say how to read.
    private static func genreIDs(_ value: PlainJSONValue?) -> [Int]?? {
        guard case .array(let elements)? = value else { return .some(nil) }
        var ids: [Int] = []
        for element in elements {
            switch element {
            case .integer(let id): ids.append(id)
            case .number: return nil
            default: continue
            }
        }
        return .some(ids)
    }
}
