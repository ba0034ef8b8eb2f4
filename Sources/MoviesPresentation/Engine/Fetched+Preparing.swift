public import MoviesDomain

extension Fetched {
    /// The copies `upstream` sends, each turned into what a screen shows by
    /// `prepare`, off the main actor: for answers too large to map while the
    /// UI must still answer keys. Stopping to read the result stops `upstream`.
    public static func preparing<Raw: Sendable>(
        _ upstream: AsyncThrowingStream<Fetched<Raw>, any Error>,
        with prepare: @escaping @Sendable (Raw) async -> Value
    ) -> AsyncThrowingStream<Fetched<Value>, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Fetched<Value>.self)
        let pump = Task {
            do {
                for try await fetched in upstream {
                    continuation.yield(Fetched(value: await prepare(fetched.value), origin: fetched.origin))
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in pump.cancel() }
        return stream
    }
}
