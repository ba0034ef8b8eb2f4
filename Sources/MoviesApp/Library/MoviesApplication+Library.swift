#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MoviesData
import MoviesDomain
import MoviesPresentation
import TextUI

extension MoviesApplication {
    private var library: LibrarySceneDIContainer { container.librarySceneDIContainer }

    /// `movies watchlist`, `movies seen`.
    func printLibraryList(_ list: LibraryList, sort: LibrarySort, json: Bool) async throws {
        let read = try await libraryCall(id: nil) { try await library.makeFetchLibraryListUseCase().execute(list: list, sort: sort) }
        if let problem = read.problem {
            container.streams.printError("movies: " + LibraryErrorMessage.partialReadNote(for: problem))
        }
        if json {
            try container.streams.printOut(try JSONOutputEncoder.string(read.value.map(LibraryJSONDocument.Film.init(entry:))))
            return
        }
        let items = read.value.map { LibraryListItemViewModel(entry: $0, list: list) }
        try writeToStandardOutput(LibraryListPlainText.bytes(items, list: list, sort: sort))
    }

    /// `movies diary`.
    func printDiary(period: DiaryPeriod, json: Bool) async throws {
        let read = try await libraryCall(id: nil) { try await library.makeFetchDiaryUseCase().execute(period: period) }
        if let problem = read.problem {
            container.streams.printError("movies: " + LibraryErrorMessage.partialReadNote(for: problem))
        }
        if json {
            try container.streams.printOut(try JSONOutputEncoder.string(read.value.map(DiaryJSONEntry.init)))
            return
        }
        try writeToStandardOutput(DiaryPlainText.bytes(read.value, period: period))
    }

    /// `movies watchlist add`.
    func addToWatchlist(_ reference: FilmReference) async throws {
        announceDataSource()
        let film = try await resolve(reference)
        let addition = try await libraryCall(id: film.id) { try await library.makeAddToWatchlistUseCase().execute(id: film.id) }
        try printConfirmation(LibraryConfirmation.sentence(for: addition), naming: addition.film, resolved: film)
    }

    /// `movies watchlist remove`: a title is found among the films on the watchlist.
    func removeFromWatchlist(_ reference: FilmReference) async throws {
        let film = try await resolve(reference, in: .watchlist)
        let removed = try await libraryCall(id: film.id) { try await library.makeRemoveFromWatchlistUseCase().execute(id: film.id) }
        try printConfirmation(LibraryConfirmation.watchlistRemoval(of: removed, id: film.id), naming: removed, resolved: film)
    }

    /// `movies seen add`.
    func markSeen(_ reference: FilmReference, date: CalendarDate?, rating: StarRating?) async throws {
        announceDataSource()
        let film = try await resolve(reference)
        let marking = try await libraryCall(id: film.id) { try await library.makeMarkSeenUseCase().execute(id: film.id, on: date, rating: rating) }
        try printConfirmation(LibraryConfirmation.sentence(for: marking), naming: marking.film, resolved: film)
    }

    /// `movies log`.
    func logViewing(_ reference: FilmReference, _ log: ViewingLog) async throws {
        announceDataSource()
        let film = try await resolve(reference)
        let marking = try await libraryCall(id: film.id) { try await library.makeLogViewingUseCase().execute(id: film.id, log) }
        try printConfirmation(LibraryConfirmation.logSentence(for: marking), naming: marking.film, resolved: film)
    }

    /// `movies seen remove`: a title is found among the films seen.
    func removeViewings(_ reference: FilmReference, date: CalendarDate?) async throws {
        let resolved = try await resolve(reference, in: .seen)
        let id = resolved.id
        let (removed, film) = try await libraryCall(id: id) { try await library.makeRemoveViewingsUseCase().execute(id: id, on: date) }
        let name = film.map(LibraryConfirmation.name) ?? "TMDB film \(id)"
        let sentence = switch (removed, date) {
        case (0, .some(let date)): "\(name) has no viewing on \(date); nothing changed."
        case (0, nil): "\(name) has no viewing; nothing changed."
        case (1, _): "Removed 1 viewing of \(name)."
        default: "Removed \(removed) viewings of \(name)."
        }
        try printConfirmation(sentence, naming: film, resolved: resolved)
    }

    /// `movies rate`.
    func rate(_ reference: FilmReference, rating: StarRating?) async throws {
        announceDataSource()
        let film = try await resolve(reference)
        let change = try await libraryCall(id: film.id) { try await library.makeRateMovieUseCase().execute(id: film.id, rating: rating) }
        try printConfirmation(LibraryConfirmation.sentence(for: change), naming: change.film, resolved: film)
    }

    /// `movies export`.
    /// A Letterboxd export to a `.zip` is its whole archive; anything else the one file.
    func exportLibrary(format: LibraryFileFormat, output: String?) async throws {
        let archive = format == .letterboxd && output?.lowercased().hasSuffix(".zip") == true
        let read = try await libraryCall(id: nil) {
            do {
                return try await library.makeExportLibraryUseCase().execute(format: format, archive: archive)
            } catch let error as LibraryExportError {
                throw AppError.failure("The export was not written: \(error.reason).")
            }
        }
        if let problem = read.problem {
            container.streams.printError("movies: " + LibraryErrorMessage.partialReadNote(for: problem))
        }
        guard let output else {
            // A terminal is shown the export as list commands show titles; a file or a pipe gets its exact bytes.
            try writeToStandardOutput(isatty(STDOUT_FILENO) == 1 ? TerminalSafeLines.bytes(read.value) : read.value)
            return
        }
        try LibraryOutputFile.export(read.value, to: output)
        try container.streams.printOut("Exported your library to \(TextSanitizer.sanitize(output)).")
    }

    /// `movies import`.
    /// A terminal's stderr sees how far it has gone, unless `--verbose` writes its trace there.
    func importLibrary(path: String, dryRun: Bool) async throws {
        announceDataSource()
        let line = container.configuration.verbose ? nil : ImportProgressLine.onStandardError()
        let drawing = line?.keepDrawing()
        defer {
            drawing?.cancel()
            line?.finish()
        }
        let report = try await libraryCall(id: nil) {
            try await library.makeImportLibraryUseCase().execute(path: path, dryRun: dryRun, progress: { line?.report($0) })
        }
        drawing?.cancel()
        line?.finish()
        try container.streams.printOut(LibraryImportReportText.lines(report, file: TextSanitizer.sanitize(path)).joined(separator: "\n"))
    }

    /// `movies open`.
    func openWebPage(_ address: String) throws {
        let browser = getenv("BROWSER").map { String(cString: $0) }
        if let command = BrowserLauncher(browserVariable: browser).open(address) {
            try container.streams.printOut("Opened \(address) with \(TextSanitizer.sanitize(command)).")
        } else {
            try container.streams.printOut(address)
        }
    }

    /// Writes `bytes` whole to stdout.
    /// - Throws: `AppError.outputNotWritten` when they cannot be (a full disk, a closed pipe).
    private func writeToStandardOutput(_ bytes: [UInt8]) throws {
        try container.streams.writeOut(bytes)
    }

    /// `Inception (2010)`, safe for a terminal.
    static func name(_ film: LibraryFilm) -> String {
        TextSanitizer.sanitize(LibraryConfirmation.name(film))
    }

    /// Runs a library use case and turns its failures into the sentence and
    /// exit status of the command line.
    func libraryCall<T>(id: Movie.Identifier?, _ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as LibraryError {
            throw AppError.failure(LibraryErrorMessage.sentence(for: error))
        } catch let error as LibraryFileError {
            throw AppError.failure(LibraryErrorMessage.sentence(for: error))
        } catch let error as LibraryInputError {
            throw AppError.usage(LibraryErrorMessage.sentence(for: error))
        } catch let error as FilmResolutionError {
            throw AppError.usage(Self.sentence(for: error))
        } catch let error as FilmListError {
            throw AppError.usage(TextSanitizer.sanitize(LibraryErrorMessage.sentence(for: error)))
        } catch let error as MoviesRepositoryError {
            throw AppError(error, configuration: container.configuration, subject: id.map { .movie(id: $0) } ?? .search)
        } catch let failure as FilmFetchError {
            throw AppError(failure.error, configuration: container.configuration, subject: .movie(id: failure.id))
        }
    }
}
