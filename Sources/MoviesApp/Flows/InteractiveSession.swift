import MoviesDomain
import MoviesUI

/// The full-screen terminal UI. (Until the terminal host lands, it prints the
/// screen once, like non-interactive use.)
@MainActor
struct InteractiveSession {
    let container: AppDIContainer
    let options: MoviesSceneOptions

    func run(showingDetailsOf id: Movie.Identifier?) async throws {
        var plainOptions = options
        plainOptions.isInteractive = false
        let application = MoviesApplication(container: container)
        if let id {
            try await application.printDetailsScreen(id: id, options: plainOptions)
        } else if plainOptions.initialQuery != nil {
            try await application.printSearchScreen(options: plainOptions, select: nil)
        } else {
            throw AppError.usage("The interactive screen is not available yet; use 'movies search QUERY'.")
        }
    }
}
