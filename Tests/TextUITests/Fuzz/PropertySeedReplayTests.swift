import PropertyBased
import PropertyTestSupport
import Synchronization
import Testing

/// The seed a failing property check prints replays that very case through
/// `PropertySeedReplay` (what `MOVIES_PROPERTY_SEED` sets for a whole run).
@Suite struct PropertySeedReplayTests {
    private final class Drawn: Sendable {
        let values = Mutex<[Int]>([])
        let failureMessages = Mutex<[String]>([])
    }

    private static let input = Gen.int(in: 0...1_000_000)

    /// The property: no multiple of 7. It fails within a few draws.
    private static func check(_ drawn: Drawn) async {
        await propertyCheck(count: 1_000, input: input) { value in
            drawn.values.withLock { $0.append(value) }
            #expect(value % 7 != 0)
        }
    }

    @Test func theSeedPrintedOnFailure_replaysTheFailingInputFirstAndOnly() async throws {
        // given: a failing run on a random seed, and what it printed
        let original = Drawn()
        await withKnownIssue {
            await Self.check(original)
        } matching: { issue in
            original.failureMessages.withLock { $0.append(String(describing: issue)) }
            return true
        }
        let failing = try #require(original.values.withLock { $0.first { $0 % 7 == 0 } })
        let printed = original.failureMessages.withLock { $0.joined(separator: "\n") }
        let seed = try #require(Self.seed(in: printed), "no seed in: \(printed)")

        // when: replayed with that seed, the same check recording what it draws
        // (without failing, so no shrinking adds inputs of its own)
        let replay = Drawn()
        let test = try #require(Test.current)
        await withKnownIssue("a replay that does not fail is reported as such") {
            try await PropertySeedReplay(seed: seed).provideScope(for: test, testCase: Test.Case.current) {
                await propertyCheck(count: 1_000, input: Self.input) { value in
                    replay.values.withLock { $0.append(value) }
                }
            }
        }

        // then: exactly that input, once
        #expect(replay.values.withLock { $0 } == [failing], "printed: \(printed)")
    }

    @Test func aSeedAsPrinted_withItsQuotesAndParentheses_isTheSameSeed() throws {
        let seed = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8="
        #expect(PropertySeedReplay.normalizedSeed("(\"\(seed)\")") == seed)
        #expect(PropertySeedReplay.normalizedSeed(" \(seed) ") == seed)
        #expect(PropertySeedReplay.normalizedSeed("") == nil)
    }

    @Test func withoutASeed_theTraitScopesNothing() throws {
        let test = try #require(Test.current)
        #expect(PropertySeedReplay(seed: nil).scopeProvider(for: test, testCase: Test.Case.current) == nil)
    }

    /// The base64 seed in "Add `.fixedSeed("SEED")` to the Test …".
    private static func seed(in message: String) -> String? {
        guard let start = message.firstRange(of: ".fixedSeed(\"")?.upperBound,
              let end = message[start...].firstIndex(of: "\"")
        else { return nil }
        return String(message[start..<end])
    }
}
