import ArgumentParser
import MoviesDomain

/// FILM, wherever the library takes one (`watchlist add`, `seen add`, `rate`,
/// `log`, `list add`): a TMDB id, or a title with an optional year, written
/// `"Heat (1995)"` or given with `--year`. The title is resolved when the
/// command runs (`ResolveFilmUseCase`); here it is only read.
struct FilmArgument: ParsableArguments {
    @Argument(help: ArgumentHelp(
        "The film: its TMDB id, such as 27205, or its title, such as \"Heat (1995)\" (digits alone are an id).",
        valueName: "film"
    ))
    var film: String
    @Option(name: .long, help: ArgumentHelp("The film's release year, when FILM is a title.", valueName: "year"), transform: LibraryArguments.year)
    var year: Int?

    /// The film as typed, once valid.
    var reference: FilmReference {
        get throws { try Self.reference(film, year: year) }
    }

    /// `text` read as FILM (with `--year`'s value), once valid.
    static func reference(_ text: String, year: Int?) throws -> FilmReference {
        switch FilmReference.parse(text, year: year) {
        case .success(let reference):
            if case let .title(title, _) = reference { try validate(title: title) }
            return reference
        case .failure(let problem):
            throw ValidationError(sentence(for: problem))
        }
    }

    mutating func validate() throws {
        _ = try reference
    }

    private static func sentence(for problem: FilmReference.Problem) -> String {
        switch problem {
        case .invalidID: return DetailsInvocation.invalidIDMessage
        case .empty: return "The film is empty; give its TMDB id, such as 27205, or its title, such as \"Heat (1995)\"."
        case .yearWithID: return "--year goes with a title, not with a TMDB id, which names one film already."
        case let .conflictingYears(written, given):
            return "The title says \(written) but --year says \(given); give the year once."
        }
    }

    /// A title is searched for, so it follows the search's rules.
    private static func validate(title: String) throws {
        switch MovieQuery.problem(with: title) {
        case nil, .empty: return
        case .tooLong(let length):
            throw ValidationError("The film's title is \(length) characters long; at most \(MovieQuery.maximumLength) are allowed.")
        case .controlCharacters:
            throw ValidationError("The film's title contains control characters; use plain text.")
        case .invalidText:
            throw ValidationError("The film's title is not valid UTF-8 text.")
        }
    }
}
