import Networking

/// An `HTTPErrorBodyReader` for tests, unlike any real API's: the whole body is
/// the message, and an `X-Error-Code` header the service's code.
struct PlainTextErrorBodyReader: HTTPErrorBodyReader {
    static let service = "Stub"

    func explanation(of response: NetworkResponse) -> HTTPErrorExplanation? {
        let text = String(decoding: response.body, as: UTF8.self)
        let code = response.header("X-Error-Code").flatMap { Int($0) }.map { ServiceErrorCode(service: Self.service, value: $0) }
        guard !text.isEmpty || code != nil else { return nil }
        return HTTPErrorExplanation(message: text.isEmpty ? nil : text, serviceCode: code)
    }
}
