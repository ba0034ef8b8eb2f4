import MoviesDomain

/// The one fetch a loader runs at a time: starting one cancels the one
/// before, and whatever a cancelled fetch still yields or throws is dropped.
///
/// The task holds its loader only through the closures it is given, which
/// hold it weakly; the loader's end cancels the task.
@MainActor
final class LoadTask {
    private var task: Task<Void, Never>?

    /// Whether a fetch is in flight.
    var isRunning: Bool { task != nil }

    deinit {
        task?.cancel()
    }

    /// Reads the answers to `requests`, one request after another.
    /// - Parameters:
    ///   - fetch: The answers to one request: a cached copy, then a fresh one, as the use case sends them.
    ///   - receive: Each answer, and whether it answers the last request.
    ///   - fail: Why a request failed; the requests after it are not made.
    ///     A request cancelled below (the repository's `.cancelled`) is no
    ///     failure: it is dropped, and `finish` follows.
    ///   - finish: Called once every answer arrived, or the requests ended.
    func run<Request, Part>(
        _ requests: [Request],
        fetch: @escaping @MainActor (Request) -> AsyncThrowingStream<Fetched<Part>, any Error>,
        receive: @escaping @MainActor (Fetched<Part>, _ answersLastRequest: Bool) -> Void,
        fail: @escaping @MainActor (MoviesRepositoryError) -> Void,
        finish: @escaping @MainActor () -> Void
    ) {
        task?.cancel()
        // The first request is made now, as the load starts; the others each
        // when the one before has been answered.
        var made = requests.first.map(fetch)
        task = Task { [weak self] in
            do {
                for (index, request) in requests.enumerated() {
                    let answers = made ?? fetch(request)
                    made = nil
                    for try await fetched in answers {
                        guard !Task.isCancelled else { return }
                        receive(fetched, index == requests.count - 1)
                    }
                }
            } catch {
                guard !Task.isCancelled else { return }
                let failure = MoviesErrorMessage.repositoryError(from: error)
                if failure != .cancelled { fail(failure) }
            }
            guard !Task.isCancelled else { return }
            self?.task = nil
            finish()
        }
    }

    /// Stops the fetch in flight; nothing it still sends arrives.
    func cancel() {
        task?.cancel()
        task = nil
    }

    /// Returns once no fetch is in flight (a fetch started meanwhile included).
    func waitUntilIdle() async {
        while let running = task {
            await running.value
            if task == running { task = nil }
        }
    }
}
