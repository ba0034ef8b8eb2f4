import TMDBStubServer

extension TMDBStubServer {
    /// A server whose every search finds Heat (1995), each answer sent
    /// after `delay`: an import that takes its time over each title.
    static func findingHeatSlowly(after delay: Duration) throws -> TMDBStubServer {
        let server = try TMDBStubServer()
        server.override { request in
            guard request.isSearch else { return nil }
            var answer = StubHTTPResponse.json(#"{"page":1,"total_pages":1,"total_results":1,"results":[{"id":949,"title":"Heat","release_date":"1995-12-15"}]}"#)
            answer.delay = delay
            return answer
        }
        return server
    }
}
