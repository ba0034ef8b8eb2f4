/// The HTTP methods this client sends.
public enum HTTPMethodType: String, Sendable {
    case get = "GET"
    case head = "HEAD"
}
