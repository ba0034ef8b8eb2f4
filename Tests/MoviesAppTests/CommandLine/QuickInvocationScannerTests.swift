import ArgumentParser
import Foundation
import PropertyBased
import PropertyTestSupport
import Testing
@testable import MoviesApp

/// The quick scanner must never read a command line differently from
/// argument-parser: whatever it accepts, argument-parser accepts too and
/// builds the same invocation from.
@Suite(.propertySeedReplay) struct QuickInvocationScannerTests {
    /// Words that make up plausible and implausible command lines.
    static let word = Gen<String?>.element(of: [
        "search", "details", "recent", "cache", "help", "Inception", "the dark knight", "기생충", "27205", "-5", "0",
        "--offline", "--refresh", "--json", "--verbose", "--page", "--page=3", "--page=", "--select", "--select=2",
        "--year", "--year=1999", "--timeout", "--timeout=1.5", "--language", "--language=ko-KR", "--bogus",
        "--bogus=1", "--json=yes", "--offline=1", "-h", "--help", "--version", "--", "-", "2", "abc", "2.5", "+3",
        "1999", "en-US", "ko_KR", "nan", "1e2", "", " ", "x=y", "--Page", "--generate-completion-script",
    ]).map { $0 ?? "" }

    /// Pieces of a line that belong together, such as an option and a value,
    /// valid or not, so that many generated lines are ones the scanner accepts.
    static let piece = Gen<[String]?>.element(of: [
        ["Inception"], ["27205"], ["기생충"], ["--offline"], ["--refresh"], ["--json"], ["--verbose"],
        ["--page", "2"], ["--page", "0"], ["--page=7"], ["--select", "3"], ["--select", "-1"], ["--year", "1999"],
        ["--year=2101"], ["--timeout", "2.5"], ["--timeout", "nan"], ["--language", "ko-KR"], ["--language=en"],
        ["--language", "ko_KR"], ["--bogus"], ["--help"], ["-h"], ["--"], ["x"],
    ]).map { $0 ?? [] }

    static let positional = Gen<String?>.element(of: ["Inception", "27205", "기생충", "the matrix", "help", "-5", "", "0"])
        .map { $0 ?? "" }

    /// Mostly lines of the two commands the scanner reads; some of anything.
    static let commandLine = Gen<[String]>.oneOf(
        zip(
            Gen<String?>.element(of: ["search", "details"]).map { $0 ?? "" },
            positional, piece.array(of: 0...4), Gen<Bool>.bool
        ).map { command, positional, pieces, positionalFirst in
            let options = pieces.flatMap { $0 }
            return [command] + (positionalFirst ? [positional] + options : options + [positional])
        },
        word.array(of: 0...7)
    )

    @Test func whenTheScannerAcceptsALine_argumentParserReadsTheSameInvocation() async {
        let accepted = Counter()
        await propertyCheck(count: 3000, input: Self.commandLine) { words in
            guard let quick = QuickInvocationScanner.scan(words) else { return }
            accepted.increment()
            #expect(Self.parsedByArgumentParser(words) == quick, "\(words)")
        }
        // then: the comparison ran on a real share of the lines, not only on refusals
        #expect(accepted.value >= 100, "only \(accepted.value) of 3000 lines were accepted")
    }

    @Test(arguments: [
        ["search", "Inception"],
        ["search", "the", "--offline"],
        ["search", "--json", "Inception", "--page", "2", "--year=2010"],
        ["search", "Inception", "--select", "1", "--language", "ko-KR", "--timeout", "2.5", "--verbose"],
        ["search", "Inception", "--refresh", "--page=500"],
        ["details", "27205"],
        ["details", "--offline", "27205", "--json"],
    ])
    func whenTheLineIsAPlainSearchOrDetails_theScannerReadsItAsArgumentParserDoes(words: [String]) throws {
        let quick = try #require(QuickInvocationScanner.scan(words))
        #expect(Self.parsedByArgumentParser(words) == quick)
    }

    @Test(arguments: [
        [], ["search"], ["search", "--help"], ["search", "-h", "x"], ["search", "x", "y"], ["search", "x", "--page"],
        ["search", "x", "--page", "0"], ["search", "x", "--page", "two"], ["search", "x", "--page", "1", "--page", "2"],
        ["search", "x", "--offline", "--refresh"], ["search", "x", "--timeout", "0"], ["search", "x", "--bogus"],
        ["search", "x", "--json=yes"], ["search", "-5"], ["search", "x", "--", "y"], ["search", "", "--offline"],
        ["search", "x", "--language", "ko_KR"], ["details", "abc"], ["details", "27205", "--page", "2"],
        ["details", "-5"], ["recent"], ["cache", "stats"], ["--version"], ["search", "x", "--generate-completion-script"],
    ])
    func whenTheLineIsAnythingElse_argumentParserIsLeftToReadIt(words: [String]) {
        #expect(QuickInvocationScanner.scan(words) == nil)
    }

    /// Counts from inside the property's closure.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var value: Int { lock.withLock { count } }
        func increment() { lock.withLock { count += 1 } }
    }

    /// What argument-parser makes of `words`, or `nil` when it refuses them or
    /// reads them as another command.
    private static func parsedByArgumentParser(_ words: [String]) -> MoviesInvocation? {
        switch try? MoviesCommand.parseAsRoot(words) {
        case let search as SearchCommand: return .search(search.invocation)
        case let details as DetailsCommand: return .details(details.invocation)
        default: return nil
        }
    }
}
