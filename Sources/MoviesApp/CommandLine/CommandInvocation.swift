/// What a one-shot command does once its arguments are parsed: checks them,
/// then runs (full screen at a terminal, printed once otherwise).
protocol CommandInvocation {
    /// - Throws: `ValidationError` with a sentence saying what is allowed.
    func validate() throws

    @MainActor
    func run() async throws
}

extension ScreenInvocation: CommandInvocation {}
extension DetailsInvocation: CommandInvocation {}
extension SearchInvocation: CommandInvocation {}
