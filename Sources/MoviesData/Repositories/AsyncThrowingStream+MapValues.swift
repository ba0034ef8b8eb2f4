import MoviesDomain

extension AsyncThrowingStream where Failure == any Error {
    /// The same stream with each fetched value transformed, origins kept.
    func mapValues<Input: Sendable, Output: Sendable>(
        _ transform: @escaping @Sendable (Input) -> Output
    ) -> AsyncThrowingStream<Fetched<Output>, any Error> where Element == Fetched<Input> {
        AsyncThrowingStream<Fetched<Output>, any Error> { continuation in
            let task = Task {
                do {
                    for try await fetched in self {
                        continuation.yield(Fetched(value: transform(fetched.value), origin: fetched.origin))
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
