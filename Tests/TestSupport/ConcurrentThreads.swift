import Foundation

/// Runs `body` on `count` dedicated threads at once and waits for all of them.
///
/// Real threads rather than tasks: SQLite calls block, and the cooperative pool
/// has only as many threads as cores, which would hide contention.
/// - Returns: Every error the threads threw.
public func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) throws -> Void) -> [any Error] {
    let group = DispatchGroup()
    let errors = ErrorCollector()
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            defer { group.leave() }
            do {
                try body(index)
            } catch {
                errors.append(error)
            }
        }
        thread.start()
    }
    group.wait()
    return errors.all
}

/// Errors gathered from several threads; the lock guards the only state.
private final class ErrorCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [any Error] = []

    func append(_ error: any Error) {
        lock.withLock { errors.append(error) }
    }

    var all: [any Error] {
        lock.withLock { errors }
    }
}
