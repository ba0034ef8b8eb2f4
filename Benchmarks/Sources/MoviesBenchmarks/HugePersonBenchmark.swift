import Foundation
import MoviesData
import MoviesDomain
import MoviesPresentation
import MoviesUI
import Networking
import TextUI

/// A `person/{id}` answer far past any real one (issue #25): 240,000 crew
/// credits of one film, each a different job, or one credit in each of
/// 200,000 films. Each step the app takes is timed alone: decoding and mapping
/// to the domain (on a background task), making the screen's rows (off the
/// main actor since #25), and a frame of the person screen (on it).
@MainActor
struct HugePersonBenchmark {
    enum Shape: String {
        case jobsInOneFilm = "240,000 jobs in one film"
        case films = "200,000 films"
    }

    let shape: Shape

    struct Result {
        let bodyBytes: Int
        let decode: Samples
        let toDomain: Samples
        let rows: Samples
        let frame: Samples
    }

    var body: Data {
        let crew: [String] = switch shape {
        case .jobsInOneFilm: (0..<240_000).map { #"{"id":1,"title":"F","job":"\#(String($0, radix: 36))"}"# }
        case .films: (0..<200_000).map { #"{"id":\#($0 + 1),"title":"F\#(String($0, radix: 36))","job":"J"}"# }
        }
        return Data(#"{"id":9,"name":"Hostile Person","biography":"","movie_credits":{"cast":[],"crew":[\#(crew.joined(separator: ","))]}}"#.utf8)
    }

    func run(sampler: Sampler) async throws -> Result {
        let body = body
        let decoder = JSONResponseDecoder()
        var dto: PersonDetailsResponseDTO = try decoder.decode(body)
        let decode = try sampler.measure { dto = try decoder.decode(body) }
        var details = dto.toDomain()
        let toDomain = sampler.measure { details = dto.toDomain() }
        var rowCount = 0
        let rows = sampler.measure { rowCount &+= PersonContentViewModel(details: details).credits.count }
        if rowCount == 0 { throw BenchmarkError("the answer made no rows") }

        let viewModel = DefaultPersonViewModel(
            id: 9, name: nil, fetchPersonDetailsUseCase: FixedPersonUseCase(details: details), settings: LoadSettings(formatter: FixedPersonAgeFormatter())
        )
        let navigator = MoviesScreenNavigator()
        navigator.setRoot(PersonScreen(viewModel: viewModel, theme: MoviesTheme(usesColor: true)))
        await navigator.waitUntilSettled()
        var renderer = FrameRenderer(colorMode: .ansi256)
        var written = 0
        let frame = sampler.measure {
            var buffer = ScreenBuffer(size: Size(width: 120, height: 40))
            navigator.draw(into: &buffer, in: buffer.bounds)
            renderer.invalidate()
            written &+= renderer.render(buffer).count
        }
        if written == 0 { print("no bytes rendered") }
        return Result(bodyBytes: body.count, decode: decode, toDomain: toDomain, rows: rows, frame: frame)
    }

    /// The table's rows for this shape.
    func figures(sampler: Sampler) async throws -> [Figure] {
        let result = try await run(sampler: sampler)
        func row(_ step: String, _ samples: Samples, target: String = "—", limit: Double? = nil) -> Figure {
            Figure(
                measure: "person of \(shape.rawValue): \(step)",
                figure: FigureFormat.milliseconds(samples.median) + " (max \(FigureFormat.milliseconds(samples.seconds.last ?? .nan)))",
                target: target,
                isMet: limit.map { samples.median <= $0 }
            )
        }
        return [
            row("decode \(result.bodyBytes / 1000) kB (background)", result.decode),
            row("to domain (background)", result.toDomain),
            row("screen rows (off the main actor)", result.rows),
            row("a frame at 120×40 (main actor)", result.frame, target: "≤ 100 ms", limit: 0.1),
        ]
    }
}

/// Answers with the one person, as the cache would.
private struct FixedPersonUseCase: FetchByIDUseCase {
    let details: PersonDetails

    func execute(id: Person.Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<PersonDetails>, any Error> {
        AsyncThrowingStream { continuation in
            continuation.yield(Fetched(value: details, origin: .cached(fetchedAt: Timestamp(secondsSince1970: 0))))
            continuation.finish()
        }
    }
}

private struct FixedPersonAgeFormatter: DataAgeFormatting {
    func relativeAge(of timestamp: Timestamp) -> String { "3 h ago" }
    func absoluteTime(of timestamp: Timestamp) -> String { "2026-11-20 14:02" }
}
