import Foundation
import TMDBStubServer

/// Serves the embedded catalogue as TMDB on a free port of 127.0.0.1 and
/// prints that port on the first line of stdout; runs until it is killed.
@main
struct MoviesBenchStub {
    static func main() {
        do {
            let server = try TMDBStubServer()
            let line = "\(server.port)\n"
            _ = line.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
            // The server answers on its own threads; this one only keeps the
            // process (and the server object) alive until a signal ends it.
            withExtendedLifetime(server) {
                while true { _ = pause() }
            }
        } catch {
            let message = "MoviesBenchStub: cannot listen on 127.0.0.1: \(error)\n"
            _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            exit(1)
        }
    }
}
