/// What a server's error body says, as an `HTTPErrorBodyReader` read it.
public struct HTTPErrorExplanation: Equatable, Sendable {
    /// The human-readable part, if the body carried one.
    public var message: String?
    /// The service's own code for the error, if the body carried one.
    public var serviceCode: ServiceErrorCode?

    public init(message: String?, serviceCode: ServiceErrorCode?) {
        self.message = message
        self.serviceCode = serviceCode
    }
}
