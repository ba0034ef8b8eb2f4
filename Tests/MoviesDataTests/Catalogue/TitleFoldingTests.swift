import Foundation
import Testing
@testable import MoviesData
import MoviesDomain

/// `TitleFolding` stands in for Foundation's folding, which the app no longer
/// links; these tests hold it to Foundation's answers.
struct TitleFoldingTests {
    private static func foundationFold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
    }

    @Test(arguments: [
        ("Amélie", "amelie"),
        ("ＩＮＣＥＰＴＩＯＮ", "inception"),
        ("Straße", "strasse"),
        ("Ame\u{301}lie", "amelie"),
        ("ΣΟΦΊΑ", "σοφια"),
    ])
    func whenTextHasCaseDiacriticsOrWidth_itFoldsThemAway(text: String, expected: String) {
        // when
        let folded = TitleFolding.fold(text)

        // then
        #expect(folded == expected)
    }

    @Test func everyTextOfTheEmbeddedCatalogue_foldsAsFoundationFoldsIt() throws {
        // given
        let catalogue = try MovieCatalogue.embedded()
        let texts = catalogue.movies.flatMap { movie in
            [movie.title, movie.originalTitle, movie.overview] + movie.directors + movie.cast.map(\.name)
        }

        // when
        let different = texts.filter { TitleFolding.fold($0) != Self.foundationFold($0) }

        // then
        #expect(texts.count > 1_000)
        #expect(different.isEmpty, "\(different.prefix(5))")
    }

    @Test func everyScalarAloneAndAfterALetter_foldsAsFoundationFoldsIt() {
        // given
        let scalars = (UInt32(0)...0x3FFFF).compactMap(Unicode.Scalar.init).filter { scalar in
            switch scalar.properties.generalCategory {
            case .unassigned, .surrogate, .privateUse: false
            default: true
            }
        }

        // when
        let different = scalars.filter { scalar in
            let alone = String(scalar)
            let afterLetter = "a" + alone + "b"
            return TitleFolding.fold(alone) != Self.foundationFold(alone)
                || TitleFolding.fold(afterLetter) != Self.foundationFold(afterLetter)
        }

        // then
        #expect(scalars.count > 100_000)
        #expect(different.isEmpty, "\(different.prefix(5).map { String($0.value, radix: 16) })")
    }
}
