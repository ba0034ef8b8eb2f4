/// A command line read by `QuickInvocationScanner`: one of the commands that
/// must start fastest.
enum MoviesInvocation: Equatable, Sendable {
    case search(SearchInvocation)
    case details(DetailsInvocation)

    @MainActor
    func run() async throws {
        switch self {
        case .search(let search): try await search.run()
        case .details(let details): try await details.run()
        }
    }
}
