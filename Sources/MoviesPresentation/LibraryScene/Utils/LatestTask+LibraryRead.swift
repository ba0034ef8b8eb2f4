import MoviesDomain

extension LatestTask {
    /// Reads the library in place of the read in flight: `show` gets what
    /// was read, `status` says where it lives (or which part a damaged file
    /// kept out), or why the read failed after `failed` has run. A read
    /// overtaken by a newer one changes nothing.
    func replace<Value: Sendable>(
        reading read: @escaping @Sendable () async throws -> LibraryRead<Value>,
        status: Observable<StatusLineViewModel>,
        show: @escaping @MainActor (Value) -> Void,
        failed: @escaping @MainActor () -> Void = {}
    ) {
        replace {
            do {
                let value = try await read()
                guard !Task.isCancelled else { return }
                show(value.value)
                status.value = .libraryRead(problem: value.problem)
            } catch {
                guard !Task.isCancelled else { return }
                failed()
                status.value = .libraryFailure(error)
            }
        }
    }
}
