import TextUITesting
import MoviesDomain
import MoviesPresentation
import MoviesUI
import MoviesTestSupport
import Testing
import TextUI

/// The three window sizes every screen is checked at.
let goldenSizes = [Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 120, height: 40)]

func goldenName(_ screen: String, _ size: Size) -> String {
    "\(screen)-\(size.width)x\(size.height)"
}

@MainActor
@Suite struct MoviesListScreenGoldenTests {
    @Test(arguments: goldenSizes)
    func listWithItems_showsRowsWithTheSecondSelected(size: Size) async throws {
        // given
        let scene = TestMoviesScene()
        await scene.startAndSettle()
        // when
        scene.press(.down)
        let terminal = scene.terminal(showing: size)
        // then
        GoldenScreen.expect(terminal.lines, matchGoldenNamed: goldenName("list-items", size))
        #expect(terminal.screen.attributes(at: Point(x: 2, y: 3)).contains(.reverse))
        #expect(!terminal.screen.attributes(at: Point(x: 2, y: 1)).contains(.reverse))
    }

    @Test(arguments: goldenSizes)
    func listWithNoResults_saysSoWithTheQuery(size: Size) async throws {
        // given
        let search = StubMoviesListUseCase { _ in
            .pages([Fetched(value: MoviesPage(page: 1, totalPages: 1, totalResults: 0, movies: []), origin: .live)])
        }
        let scene = TestMoviesScene(initialQuery: MovieQuery(text: "zzqx"), search: search)
        // when
        await scene.startAndSettle()
        // then
        GoldenScreen.expect(scene.screenLines(at: size), matchGoldenNamed: goldenName("list-empty", size))
    }

    @Test(arguments: goldenSizes)
    func listWhoseSearchFailed_explainsTheErrorInTheStatusLine(size: Size) async throws {
        // given
        let search = StubMoviesListUseCase { _ in .failure(.notConnected(detail: nil)) }
        let scene = TestMoviesScene(search: search)
        // when
        await scene.startAndSettle()
        // then
        GoldenScreen.expect(scene.screenLines(at: size), matchGoldenNamed: goldenName("list-error", size))
    }

    @Test(arguments: goldenSizes)
    func listFromTheCacheWhileOffline_saysOfflineAndWhen(size: Size) async throws {
        // given
        let origin = DataOrigin.offline(fetchedAt: Timestamp(secondsSince1970: 0), reason: .timedOut(seconds: 15))
        let search = StubMoviesListUseCase { _ in .pages([Fetched(value: MoviesFixtures.firstPage(), origin: origin)]) }
        let scene = TestMoviesScene(search: search)
        // when
        await scene.startAndSettle()
        // then
        GoldenScreen.expect(scene.screenLines(at: size), matchGoldenNamed: goldenName("list-offline", size))
    }

    @Test(arguments: goldenSizes)
    func listLoadingTheNextPage_showsALoadingMoreRowUnderTheLastRow(size: Size) async throws {
        // given
        let search = StubMoviesListUseCase { request in
            request.page == 1 ? .pages([Fetched(value: MoviesFixtures.firstPage(), origin: .cached(fetchedAt: Timestamp(secondsSince1970: 0)))]) : .pending
        }
        let scene = TestMoviesScene(search: search)
        await scene.startAndSettle()
        // when
        scene.press(.end)
        // then
        GoldenScreen.expect(scene.screenLines(at: size), matchGoldenNamed: goldenName("list-loading-more", size))
        #expect(search.requests.map(\.page) == [1, 2])
    }
}
