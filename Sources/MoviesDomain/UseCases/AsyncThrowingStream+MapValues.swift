extension AsyncThrowingStream where Failure == any Error {
    /// The same stream with each fetched value transformed, origins kept; a
    /// transform that throws ends the stream with its error.
    ///
    /// The one home of this mapping: repositories and use cases both use it.
    public func mapValues<Input: Sendable, Output: Sendable>(
        _ transform: @escaping @Sendable (Input) throws -> Output
    ) -> AsyncThrowingStream<Fetched<Output>, any Error> where Element == Fetched<Input> {
        AsyncThrowingStream<Fetched<Output>, any Error> { continuation in
            let task = Task {
                do {
                    for try await fetched in self {
                        continuation.yield(Fetched(value: try transform(fetched.value), origin: fetched.origin))
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
