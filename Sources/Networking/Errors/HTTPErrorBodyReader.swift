/// Reads a server's own explanation out of a non-success answer.
///
/// Networking knows HTTP only: what an API puts in its error bodies is the
/// API's business, so whoever builds a `DefaultDataTransferService` for that
/// API gives it a reader. Without one, an error status is reported by its code
/// and `Retry-After` alone.
public protocol HTTPErrorBodyReader: Sendable {
    /// What `response` says went wrong, or `nil` when its body is not in the
    /// format this reader knows (an HTML page from a proxy, an empty body).
    ///
    /// The message may be raw: the data-transfer service redacts credentials
    /// and removes control characters before it goes anywhere.
    func explanation(of response: NetworkResponse) -> HTTPErrorExplanation?
}
