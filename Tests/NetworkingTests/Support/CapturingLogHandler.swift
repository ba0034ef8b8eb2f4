import Logging
import Synchronization

/// A swift-log handler that keeps every message, for tests to read back.
struct CapturingLogHandler: LogHandler {
    /// The messages, shared by every copy of the handler.
    final class Store: Sendable {
        private let lines = Mutex<[String]>([])

        var messages: [String] { lines.withLock { $0 } }

        func append(_ message: String) {
            lines.withLock { $0.append(message) }
        }
    }

    let store: Store
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        store.append(event.message.description)
    }
}
