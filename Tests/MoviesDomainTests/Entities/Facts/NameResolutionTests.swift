import MoviesDomain
import Testing

/// A typed service or keyword name found among a server's names.
struct NameResolutionTests {
    private static let services = [
        "Netflix Standard with Ads", "Netflix", "Amazon Prime Video", "Amazon Video", "Apple TV", "Cinéma Club Étoile", "Tubi",
    ]

    private func match(_ name: String) -> NameMatch<String> {
        NameResolution.match(name, among: Self.services, nameOf: { $0 })
    }

    @Test func anExactFoldedName_winsOverLongerOnes() {
        #expect(match("netflix") == .found("Netflix"))
        #expect(match("  NETFLIX ") == .found("Netflix"))
    }

    @Test func caseAccentsAndSpacing_areFoldedAway() {
        #expect(match("cinema club etoile") == .found("Cinéma Club Étoile"))
        #expect(match("CINÉMA   club ÉTOILE") == .found("Cinéma Club Étoile"))
    }

    @Test func aNameStartingOneOnly_isThatOne_andAWordInsideOneOnly_isThatOne() {
        #expect(match("tub") == .found("Tubi"))
        #expect(match("prime") == .found("Amazon Prime Video"))
    }

    @Test func aNameStartingSeveral_isAmbiguous() {
        #expect(match("amazon") == .ambiguous(["Amazon Prime Video", "Amazon Video"]))
    }

    @Test func anUnknownName_getsTheClosestNamed() {
        guard case .unknown(let closest) = match("netflux") else {
            Issue.record("expected unknown")
            return
        }
        #expect(closest.first == "Netflix")
        #expect(closest.count == NameResolution.suggestionCount)
        #expect(match("") == .unknown(closest: []))
    }

    @Test func thousandsOfNames_areReadOnce() {
        // given
        let names = (0..<20_000).map { "Service number \($0)" }

        // when
        let found = NameResolution.match("service number 19999", among: names, nameOf: { $0 })
        let unknown = NameResolution.match("zzz", among: names, nameOf: { $0 })

        // then
        #expect(found == .found("Service number 19999"))
        guard case .unknown(let closest) = unknown else {
            Issue.record("expected unknown")
            return
        }
        #expect(closest.count == NameResolution.suggestionCount)
    }
}
