import Foundation
import MoviesData
import Synchronization

/// A TMDB-compatible HTTP server on 127.0.0.1 for tests: it answers every endpoint
/// `CatalogueResponder` knows (search, details with credits and related films, the
/// ranked lists, discover, genres, people, collections) from the embedded catalogue
/// through a real socket, checks credentials when asked to, sends validators, and can
/// be told to fail in any of `StubHTTPResponse`'s ways, on any path.
///
/// Unlike the app's embedded catalogue, it answers `movie/now_playing` and
/// `movie/upcoming` with catalogue films under fixed made-up `dates`
/// (`CatalogueDatedLists.fixedStandIns`): a test server needs the shape, not the date.
/// It also answers what the catalogue leaves out or refuses — where to watch,
/// videos, release dates, IMDb ids, keywords, reviews, and `discover` by them —
/// with invented test data (`StubMovieFacts`, through `StubFactsResponder`).
public final class TMDBStubServer: Sendable {
    /// What the server demands of each request.
    public struct Expectations: Sendable {
        /// When set, requests must carry `api_key=<value>` or `Authorization: Bearer <value>`.
        public var credential: String?
        /// Sent as `Cache-Control` on successful answers.
        public var cacheControl: String?
        /// A hostile server: every successful answer repeats the credential the
        /// request carried (see `echoedCredential(in:)`) at the front of its first
        /// `title` or `name` and in an `echo` field of the body (JSON-escaped,
        /// `/` as `\/`), in its `ETag` and its `Last-Modified`. A conditional
        /// request whose `If-None-Match` ends as the current tag does (whatever
        /// the client made of the credential in it) gets a `304` that echoes too.
        public var echoesCredential: Bool

        public init(credential: String? = nil, cacheControl: String? = nil, echoesCredential: Bool = false) {
            self.credential = credential
            self.cacheControl = cacheControl
            self.echoesCredential = echoesCredential
        }
    }

    /// Decides a response before the catalogue does; `nil` lets the catalogue answer.
    public typealias Override = @Sendable (StubHTTPRequest) -> StubHTTPResponse?

    /// Shared with the request handler, which runs on the server's threads.
    private final class State: Sendable {
        let values: Mutex<(expectations: Expectations, override: Override?)>

        init(expectations: Expectations) {
            values = Mutex((expectations, nil))
        }
    }

    private let server: StubHTTPServer
    private let state: State

    /// Starts listening on a free port of 127.0.0.1.
    public init(expectations: Expectations = Expectations(), catalogue: MovieCatalogue? = nil) throws {
        let responder = CatalogueResponder(catalogue: try catalogue ?? MovieCatalogue.embedded(), datedLists: .fixedStandIns)
        let facts = StubFactsResponder(catalogue: responder)
        let state = State(expectations: expectations)
        self.state = state
        server = try StubHTTPServer { request in
            let (expectations, override) = state.values.withLock { ($0.expectations, $0.override) }
            if let response = override?(request) { return response }
            return Self.answer(request, responder: responder, facts: facts, expectations: expectations)
        }
        server.start()
    }

    deinit {
        server.stop()
    }

    public var port: Int { server.port }
    /// `http://127.0.0.1:<port>`, the value for `TMDB_BASE_URL`.
    public var baseURL: URL { server.baseURL }
    public var receivedRequests: [StubHTTPRequest] { server.receivedRequests }

    /// Replaces how requests are answered from now on; `nil` restores the catalogue.
    public func override(_ override: Override?) {
        state.values.withLock { $0.override = override }
    }

    public func setExpectations(_ expectations: Expectations) {
        state.values.withLock { $0.expectations = expectations }
    }

    /// Stops listening and closes every connection; later requests are refused.
    public func stop() {
        server.stop()
    }

    private static func answer(
        _ request: StubHTTPRequest,
        responder: CatalogueResponder,
        facts: StubFactsResponder,
        expectations: Expectations
    ) -> StubHTTPResponse {
        if let credential = expectations.credential, !carries(credential, request) {
            return .json(
                #"{"success":false,"status_code":7,"status_message":"Invalid API key: You must be granted a valid key."}"#,
                status: 401
            )
        }
        var query: [String: String] = [:]
        for item in request.queryItems { query[item.name] = item.value ?? "" }
        var answer = facts.respond(method: request.method.uppercased(), path: request.path, query: query)
            ?? responder.respond(method: request.method, path: request.path, queryItems: query)
        if request.method.uppercased() == "HEAD" {
            answer = CatalogueResponse(statusCode: answer.statusCode, headers: answer.headers, body: Data())
        }
        var headers = answer.headers
        guard answer.statusCode == 200 else {
            return StubHTTPResponse(status: answer.statusCode, headers: headers, body: answer.body)
        }
        let entityTag = "\"\(fingerprint(answer.body))\""
        headers["ETag"] = entityTag
        if let cacheControl = expectations.cacheControl { headers["Cache-Control"] = cacheControl }
        if expectations.echoesCredential, let echoed = echoedCredential(in: request) {
            headers["ETag"] = "\"\(echoed)-\(fingerprint(answer.body))\""
            headers["Last-Modified"] = "Wed, 21 Oct 2015 07:28:00 GMT \(echoed)"
            if request.header("If-None-Match")?.hasSuffix("-\(fingerprint(answer.body))\"") == true {
                return StubHTTPResponse(status: 304, headers: headers, body: Data())
            }
            return StubHTTPResponse(status: 200, headers: headers, body: echoing(echoed, in: answer.body))
        }
        if request.header("If-None-Match") == entityTag {
            return StubHTTPResponse(status: 304, headers: headers, body: Data())
        }
        return StubHTTPResponse(status: 200, headers: headers, body: answer.body)
    }

    /// The secret `request` carried: its `api_key`, its bearer token, or the
    /// password of its Basic authentication (what libcurl makes of `user:pass@`).
    public static func echoedCredential(in request: StubHTTPRequest) -> String? {
        if let key = request.queryValue("api_key"), !key.isEmpty { return key }
        guard let authorization = request.header("Authorization") else { return nil }
        if authorization.hasPrefix("Bearer ") { return String(authorization.dropFirst("Bearer ".count)) }
        guard authorization.hasPrefix("Basic "),
              let decoded = Data(base64Encoded: String(authorization.dropFirst("Basic ".count))),
              let pair = String(data: decoded, encoding: .utf8),
              let colon = pair.firstIndex(of: ":")
        else { return nil }
        let password = String(pair[pair.index(after: colon)...])
        return password.isEmpty ? nil : password
    }

    /// `body` (a JSON object) with `secret` in an `echo` field and at the front
    /// of the first title or name, where a screen shows it.
    private static func echoing(_ secret: String, in body: Data) -> Data {
        let escaped = secret
            .replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "/", with: "\\/")
        var text = String(decoding: body, as: UTF8.self)
        for field in [#""title":""#, #""name":""#] {
            if let range = text.range(of: field) {
                text.replaceSubrange(range, with: field + escaped + " ")
                break
            }
        }
        if text.hasPrefix("{") {
            let rest = text.dropFirst()
            text = #"{"echo":""# + escaped + #"""# + (rest.hasPrefix("}") ? "" : ",") + rest
        }
        return Data(text.utf8)
    }

    private static func carries(_ credential: String, _ request: StubHTTPRequest) -> Bool {
        request.queryValue("api_key") == credential || request.header("Authorization") == "Bearer \(credential)"
    }

    /// FNV-1a over the body: stable across runs, unlike `hashValue`.
    private static func fingerprint(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
