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
import MoviesDomain
import MoviesPresentation

/// A failure that ends the command: one sentence for stderr and the exit status.
struct AppError: Error, Equatable {
    let message: String
    let exitCode: Int32

    init(message: String, exitCode: Int32) {
        self.message = message
        self.exitCode = exitCode
    }

    /// Bad arguments or configuration (64, `EX_USAGE`).
    static func usage(_ message: String) -> AppError { AppError(message: message, exitCode: ExitStatus.usage) }
    /// Nothing to show: offline and not cached, or TMDB unreachable (69, `EX_UNAVAILABLE`).
    static func unavailable(_ message: String) -> AppError { AppError(message: message, exitCode: ExitStatus.unavailable) }
    /// TMDB rejected the credentials (77, `EX_NOPERM`).
    static func credentialsRejected(_ message: String) -> AppError { AppError(message: message, exitCode: ExitStatus.credentialsRejected) }
    /// Anything else (1).
    static func failure(_ message: String) -> AppError { AppError(message: message, exitCode: ExitStatus.failure) }

    /// stdout did not take all of the output (a full disk, `/dev/full`, a closed
    /// pipe while SIGPIPE is ignored): whatever reads it has only part of it.
    static func outputNotWritten(code: Int32) -> AppError {
        .failure("The output could not be written (\(String(cString: strerror(code)))); it is incomplete.")
    }

    /// `--select` beyond the results the page has; the same sentence for plain and JSON output.
    static func selectOutOfRange(_ select: Int, count: Int) -> AppError {
        switch count {
        case 0: return .usage("--select \(select) has nothing to select: the screen has no numbered rows.")
        case 1: return .usage("--select \(select) is outside the list: it has 1 row, so use --select 1.")
        default: return .usage("--select \(select) is outside the list: it has \(count) rows (1–\(count)).")
        }
    }

    /// The failure of a repository request, told in terms of this configuration:
    /// the sentence from the one table (`MoviesErrorMessage`), the exit status
    /// from the kind of failure.
    init(_ error: MoviesRepositoryError, configuration: AppConfiguration, subject: Subject = .search) {
        let message = MoviesErrorMessage.sentence(
            for: error, wording: configuration.wording, subject: subject, surface: .commandLine
        )
        switch error {
        case .notCached, .notConnected, .timedOut, .rateLimited, .serverError, .notSupported:
            self = .unavailable(message)
        case .unauthorized:
            self = .credentialsRejected(message)
        case .pageOutOfRange:
            self = .usage(message)
        case .invalidResponse, .notFound, .rejected, .cancelled, .other:
            self = .failure(message)
        }
    }

    /// The failure a screen reports, told as stderr tells it.
    init(_ failure: FailureViewModel, configuration: AppConfiguration) {
        self.init(failure.error, configuration: configuration, subject: failure.subject)
    }

    /// What a request was about, for messages.
    typealias Subject = MoviesErrorMessage.Subject
}

extension AppConfiguration {
    /// `TMDB` for the real service, the host for other servers.
    var serverDescription: String {
        switch dataSource {
        case .embeddedCatalogue:
            return "the embedded catalogue"
        case .server(let url):
            if url.host?.hasSuffix("themoviedb.org") == true { return "TMDB" }
            return "the TMDB server at \(url.host ?? "the configured address")"
        }
    }
}

extension AppConfiguration {
    /// How screens and messages name this configuration's data source.
    var wording: DataSourceWording {
        DataSourceWording(
            liveStatusText: dataSource == .embeddedCatalogue ? "embedded catalogue" : "live",
            serverName: serverDescription,
            credentialName: credentialName ?? credential?.variableName,
            sourceKind: dataSource == .embeddedCatalogue ? DataSourceWording.catalogueSourceKind : nil
        )
    }
}
