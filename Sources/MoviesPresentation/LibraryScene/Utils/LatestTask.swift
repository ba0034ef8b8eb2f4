/// The newest of a run of tasks that replace each other (a screen reading
/// its rows again): starting one cancels the one before, and waiting lasts
/// until the newest is done.
@MainActor
public final class LatestTask {
    private var task: Task<Void, Never>?

    public init() {}

    deinit {
        task?.cancel()
    }

    /// Cancels the task in flight and starts `operation`.
    func replace(with operation: @escaping @MainActor () async -> Void) {
        task?.cancel()
        task = Task { await operation() }
    }

    /// Returns once the newest task started is done.
    public func waitUntilIdle() async {
        while let current = task {
            await current.value
            if task == current { return }
        }
    }
}
