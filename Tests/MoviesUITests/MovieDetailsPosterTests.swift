import TextUITesting
import MoviesDomain
@testable import MoviesUI
import MoviesPresentation
import MoviesTestSupport
import Testing
import TextUI

@MainActor
@Suite struct MovieDetailsPosterTests {
    /// The details of Parasite opened from the list, with the given poster answer.
    private func detailsScene(
        poster: Result<PosterImage, MoviesRepositoryError>?,
        usesColor: Bool = true
    ) async throws -> TestMoviesScene {
        let details = StubMovieDetailsUseCase(details: Fetched(value: MoviesFixtures.parasiteDetails, origin: .live))
        let posters = poster.map { StubPosterImageUseCase(result: $0) }
        let scene = TestMoviesScene(details: details, posters: posters, usesColor: usesColor)
        scene.start()
        await scene.settle()
        scene.press(.down, .enter)
        await scene.settle()
        return scene
    }

    private static func rgb(_ color: TerminalColor) -> (red: Int, green: Int, blue: Int)? {
        guard case .rgb(let red, let green, let blue) = color else { return nil }
        return (Int(red), Int(green), Int(blue))
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func posterInAWideColourWindow_isDrawnLeftOfTheText(size: Size) async throws {
        // given
        let poster = try #require(MoviesFixtures.gradientPoster)
        let scene = try await detailsScene(poster: .success(poster))
        // when
        let lines = scene.screenLines(at: size)
        // then
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("details-poster", size))
        // Block characters (quadrants by default) from the second column.
        #expect(lines[1].dropFirst().prefix(3).allSatisfy { "▘▝▀▖▌▞▛▗▚▐▜▄▙▟█".contains($0) }, "\(lines[1])")
        #expect(lines[1].contains("Original title: 기생충") && lines[0].contains("Parasite"))
        #expect(scene.posters?.requestedPaths == ["/parasite.jpg"])
    }

    @Test func posterCells_carryTheImagesColoursAndTheTextKeepsTheDefault() async throws {
        // given
        let poster = try #require(MoviesFixtures.gradientPoster)
        let scene = try await detailsScene(poster: .success(poster))
        // when: 120×40 leaves a 30-column poster, 45 pixels (23 rows) tall
        let buffer = scene.buffer(at: Size(width: 120, height: 40))
        // then: red grows to the right, blue downwards, green stays
        let topLeft = try #require(buffer.cell(at: Point(x: 1, y: 1)))
        let bottomRight = try #require(buffer.cell(at: Point(x: 30, y: 22)))
        #expect(topLeft.grapheme == "▀")
        let upper = try #require(Self.rgb(topLeft.style.foreground))
        let lower = try #require(Self.rgb(topLeft.style.background))
        #expect(upper.red < 30 && upper.blue < 30 && upper.green == 64)
        #expect(lower.blue > upper.blue)
        let lastUpper = try #require(Self.rgb(bottomRight.style.foreground))
        #expect(lastUpper.red > 220 && lastUpper.blue > 200)
        let belowPoster = try #require(buffer.cell(at: Point(x: 1, y: 24)))
        #expect(belowPoster.grapheme == " " && belowPoster.style.background == .default)
        let text = try #require(buffer.cell(at: Point(x: 33, y: 1)))
        // The header names the film; the text starts with its original title.
        #expect(text.grapheme == "O" && text.style.background == .default)
    }

    @Test func poster_isSentAs24BitOr256ColourCodesAsTheTerminalAllows() async throws {
        // given
        let poster = try #require(MoviesFixtures.gradientPoster)
        let scene = try await detailsScene(poster: .success(poster))
        // when
        let trueColor = String(decoding: scene.terminal(showing: Size(width: 80, height: 24), colorMode: .trueColor).output, as: UTF8.self)
        let palette = String(decoding: scene.terminal(showing: Size(width: 80, height: 24), colorMode: .ansi256).output, as: UTF8.self)
        // then
        #expect(trueColor.contains("\u{1B}[38;2;") || trueColor.contains(";38;2;"))
        #expect(!palette.contains("38;2;"))
        #expect(palette.contains("38;5;"))
    }

    @Test(arguments: [Size(width: 40, height: 12), Size(width: 69, height: 24)])
    func posterInANarrowWindow_isLeftOutAndTheTextKeepsItsLayout(size: Size) async throws {
        // given
        let poster = try #require(MoviesFixtures.gradientPoster)
        let withPoster = try await detailsScene(poster: .success(poster))
        let withoutPoster = try await detailsScene(poster: nil)
        // when
        let lines = withPoster.screenLines(at: size)
        // then
        #expect(lines == withoutPoster.screenLines(at: size))
        #expect(!lines.joined().contains("▀"))
    }

    @Test func posterWithoutColour_isLeftOut() async throws {
        // given: NO_COLOR or TERM=dumb give the screens a colourless theme
        let poster = try #require(MoviesFixtures.gradientPoster)
        let scene = try await detailsScene(poster: .success(poster), usesColor: false)
        // when
        let size = Size(width: 120, height: 40)
        let lines = scene.screenLines(at: size)
        // then
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("details-full", size))
    }

    @Test func posterThatFails_leavesTheScreenAsWithoutOne() async throws {
        // given
        let scene = try await detailsScene(poster: .failure(.notConnected(detail: nil)))
        // when
        let size = Size(width: 80, height: 24)
        let lines = scene.screenLines(at: size)
        // then: the status still says the details are live; no error anywhere
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("details-full", size))
        #expect(scene.posters?.requestedPaths == ["/parasite.jpg"])
    }

    @Test func whileThePosterIsOnItsWay_itsColumnIsKeptFree_andAFailedOneFreesIt() {
        // given: a body 118 columns wide, a poster pending
        var buffer = ScreenBuffer(size: Size(width: 120, height: 40))
        let body = Rect(x: 1, y: 1, width: 118, height: 36)
        // when
        let pending = PictureColumn.draw(nil, into: &buffer, beside: body, theme: MoviesTheme(usesColor: true), isPending: true)
        let none = PictureColumn.draw(nil, into: &buffer, beside: body, theme: MoviesTheme(usesColor: true), isPending: false)
        let noColour = PictureColumn.draw(nil, into: &buffer, beside: body, theme: MoviesTheme(usesColor: false), isPending: true)
        // then: the text starts where it will start once the poster is drawn
        #expect(pending.x == body.x + 30 + PictureColumn.gap && pending.width == body.width - 30 - PictureColumn.gap)
        #expect(none == body)
        #expect(noColour == body)
    }
}
