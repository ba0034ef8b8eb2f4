#if canImport(Testing)
// A plain `swift build` builds this target too, without the testing library.
import PropertyBased
public import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Replays a property test's failing case from the environment.
///
/// Every `propertyCheck` draws each case from a new random seed and, when one
/// fails, prints it: "Add `.fixedSeed("SEED")` to the Test to reproduce this
/// issue." Running the suite with that seed in `MOVIES_PROPERTY_SEED` replays
/// exactly that case — one run of each property check, with the seed — with
/// no edit to the source:
///
///     MOVIES_PROPERTY_SEED='SEED' swift test --filter TheFailingTest
///
/// Without the variable the trait does nothing and the checks draw new seeds.
/// With it, a test whose checks then all pass is reported too ("A fixed seed
/// was used, but no expectation failure occured"): a replay that does not
/// fail did not reproduce the failure. Hence `--filter` to the one test.
public struct PropertySeedReplay: TestTrait, SuiteTrait, TestScoping {
    /// The variable that holds the seed to replay.
    public static let variableName = "MOVIES_PROPERTY_SEED"

    /// The seed replayed; `nil` replays nothing.
    public let seed: String?

    /// - Parameter seed: What to replay; by default the seed in `MOVIES_PROPERTY_SEED`.
    public init(seed: String? = PropertySeedReplay.seedFromEnvironment) {
        self.seed = seed
    }

    public var isRecursive: Bool { true }

    /// The seed in `MOVIES_PROPERTY_SEED`, as printed by a failure (with or
    /// without its quotes and parentheses); `nil` when the variable is unset.
    public static var seedFromEnvironment: String? {
        guard let value = getenv(variableName) else { return nil }
        return normalizedSeed(String(cString: value))
    }

    /// `text` without the parentheses, quotes and spaces around the seed in the
    /// printed hint (`("SEED")`), which base64 never holds; `nil` when empty.
    public static func normalizedSeed(_ text: String) -> String? {
        let seed = text.filter { !"()\"' ".contains($0) }
        return seed.isEmpty ? nil : seed
    }

    /// Scopes only test cases (not suites), and only when a seed is given.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase != nil && seed != nil ? self : nil
    }

    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        guard let seed else {
            try await function()
            return
        }
        guard let generator = Xoshiro(seed: seed) else {
            Issue.record("\(Self.variableName)=\(seed) is not a seed a property check printed (32 bytes in base64).")
            return
        }
        let state = generator.currentState
        await FixedSeedTrait.fixedSeed(state.0, state.1, state.2, state.3)
            .provideScope(for: test, testCase: testCase, performing: function)
    }
}

extension Trait where Self == PropertySeedReplay {
    /// Replays the seed in `MOVIES_PROPERTY_SEED`, when set, in every property
    /// check of the test or suite (see `PropertySeedReplay`).
    public static var propertySeedReplay: Self { PropertySeedReplay() }
}
#endif
