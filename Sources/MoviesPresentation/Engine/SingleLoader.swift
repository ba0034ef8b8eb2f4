public import MoviesDomain

/// One value a screen shows (a film's details, a person, the genres): the
/// cached copy at once, then the fresh one, again on `r`, and the state and
/// status line of it all.
///
/// One fetch runs at a time: a new one cancels the one in flight, whose
/// answers are then dropped.
@MainActor
public final class SingleLoader<Value: Sendable> {
    /// The value, fetched with `policy`.
    public typealias Fetch = @MainActor (_ policy: FetchPolicy) -> AsyncThrowingStream<Fetched<Value>, any Error>

    /// The value shown and how it came.
    public let state = Observable<LoadState<Value>>(.idle)
    /// What the status line says about `state`.
    public let status = Observable<StatusLineViewModel>(.idle)

    /// The value shown, once one came.
    public var value: Value? { state.value.shown }
    /// Whether a fetch is in flight (a cached copy may be shown meanwhile).
    public var isLoading: Bool { task.isRunning }

    private let settings: LoadSettings
    private let subject: MoviesErrorMessage.Subject
    private let fetch: Fetch
    private let task = LoadTask()
    private var activity: LoadActivity?
    /// The state the fetch in flight started from: what a fetch that ends
    /// with no answer goes back to.
    private var stateBeforeFetch: LoadState<Value> = .idle

    /// - Parameters:
    ///   - settings: How the run fetches and words the status line.
    ///   - subject: What a failure's sentence says was asked for.
    ///   - fetch: The value's copies, as the use case sends them.
    public init(settings: LoadSettings, subject: MoviesErrorMessage.Subject = .search, fetch: @escaping Fetch) {
        self.settings = settings
        self.subject = subject
        self.fetch = fetch
    }

    /// Fetches the value as the run's policy allows.
    public func load() {
        run(.first, policy: settings.policy)
    }

    /// Asks the server again even if the cached copy is fresh; a refresh
    /// while one is in flight starts nothing.
    public func refresh() {
        guard activity != .refresh else { return }
        run(.refresh, policy: settings.refreshPolicy)
    }

    /// Stops the fetch in flight; what is shown stays, as it was before it.
    public func cancel() {
        task.cancel()
        finish()
    }

    /// Returns once no fetch is in flight.
    public func waitUntilIdle() async {
        await task.waitUntilIdle()
    }

    private func run(_ activity: LoadActivity, policy: FetchPolicy) {
        if !state.value.isLoading { stateBeforeFetch = state.value }
        self.activity = activity
        set(.loading(activity, shown: value))
        let fetch = fetch
        task.run(
            [policy],
            fetch: { fetch($0) },
            receive: { [weak self] fetched, _ in self?.set(.loaded(fetched.value, origin: fetched.origin)) },
            fail: { [weak self] failure in
                guard let self else { return }
                self.set(.failed(self.settings.failure(failure, subject: self.subject), shown: self.value))
            },
            finish: { [weak self] in self?.finish() }
        )
    }

    /// Nothing in flight any more; a fetch that ended with no answer (cancelled
    /// below) leaves things as they were before it.
    private func finish() {
        activity = nil
        if state.value.isLoading { set(stateBeforeFetch) }
    }

    private func set(_ newState: LoadState<Value>) {
        state.value = newState
        status.value = settings.statusLine(for: newState)
    }
}
