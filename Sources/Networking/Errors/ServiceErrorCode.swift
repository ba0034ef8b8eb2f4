/// An error code that a service defines on top of the HTTP status, such as
/// the `status_code` some APIs put in their error bodies.
public struct ServiceErrorCode: Equatable, Sendable, CustomStringConvertible {
    /// Whose code it is, for messages ("<service> status <value>").
    public let service: String
    public let value: Int

    public init(service: String, value: Int) {
        self.service = service
        self.value = value
    }

    public var description: String {
        "\(service) status \(value)"
    }
}
