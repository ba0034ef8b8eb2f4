import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@MainActor
struct ListPostersLoaderTests {
    private static let picture = PosterImage(width: 1, height: 2, pixels: [255, 0, 0, 0, 0, 255])

    private func makeLoader(
        _ useCase: SuspendingPosterImageUseCase, capacity: Int = ListPostersLoader.defaultCapacity, concurrentFetches: Int = 4
    ) -> ListPostersLoader {
        ListPostersLoader(fetchPosterImageUseCase: useCase, width: 185, capacity: capacity, concurrentFetches: concurrentFetches)
    }

    @Test func pathsOnScreen_areEachFetchedOnce_andKept() async throws {
        // given
        let picture = try #require(Self.picture)
        let useCase = SuspendingPosterImageUseCase(answerAtOnce: .success(picture))
        let loader = makeLoader(useCase)
        var updates: [String] = []
        loader.onUpdate = { updates.append($0) }
        // when: a path twice, and a row without a poster
        loader.show(paths: ["/a.jpg", "/b.jpg", "/a.jpg", ""])
        await loader.waitUntilIdle()
        loader.show(paths: ["/b.jpg", "/a.jpg"])
        await loader.waitUntilIdle()
        // then
        #expect(useCase.requests.sorted() == ["/a.jpg", "/b.jpg"])
        #expect(updates.sorted() == ["/a.jpg", "/b.jpg"])
        #expect(loader.poster(path: "/a.jpg") == PosterViewModel(picture))
        #expect(!loader.isPending(path: "/a.jpg"))
        #expect(loader.poster(path: "/c.jpg") == nil)
    }

    @Test func whileAPosterIsOnItsWay_itIsPending() async {
        // given
        let useCase = SuspendingPosterImageUseCase()
        let loader = makeLoader(useCase)
        // when
        loader.show(paths: ["/a.jpg"])
        // then
        #expect(loader.isPending(path: "/a.jpg"))
        #expect(!loader.isPending(path: "/b.jpg"))
        #expect(await useCase.waitUntil { requests, _ in requests == ["/a.jpg"] })
        // and: a failure ends it, with no poster
        useCase.answer("/a.jpg", with: .failure(.notConnected(detail: nil)))
        await loader.waitUntilIdle()
        #expect(!loader.isPending(path: "/a.jpg"))
        #expect(loader.poster(path: "/a.jpg") == nil)
    }

    @Test func pathsScrolledAway_haveTheirFetchesCancelled_andWhatTheyBringLate_isDropped() async throws {
        // given: two fetches waiting
        let picture = try #require(Self.picture)
        let useCase = SuspendingPosterImageUseCase()
        let loader = makeLoader(useCase)
        loader.show(paths: ["/a.jpg", "/b.jpg"])
        #expect(await useCase.waitUntil { requests, _ in requests.count == 2 })
        // when: the list scrolls so that /a leaves and /c comes
        loader.show(paths: ["/b.jpg", "/c.jpg"])
        // then
        #expect(await useCase.waitUntil { requests, cancellations in cancellations == ["/a.jpg"] && requests.contains("/c.jpg") })
        #expect(!loader.isPending(path: "/a.jpg"))
        useCase.answer("/b.jpg", with: .success(picture))
        useCase.answer("/c.jpg", with: .success(picture))
        await loader.waitUntilIdle()
        #expect(loader.poster(path: "/b.jpg") != nil && loader.poster(path: "/c.jpg") != nil)
        #expect(loader.poster(path: "/a.jpg") == nil)
        #expect(loader.keptCount == 2)
        #expect(useCase.cancellations == ["/a.jpg"], "the posters still on screen went on")
    }

    @Test func aListLeftEmpty_cancelsEveryFetch() async {
        // given
        let useCase = SuspendingPosterImageUseCase()
        let loader = makeLoader(useCase)
        loader.show(paths: ["/a.jpg", "/b.jpg"])
        #expect(await useCase.waitUntil { requests, _ in requests.count == 2 })
        // when
        loader.show(paths: [])
        // then
        #expect(await useCase.waitUntil { _, cancellations in cancellations.sorted() == ["/a.jpg", "/b.jpg"] })
        await loader.waitUntilIdle()
        #expect(useCase.waitingCount == 0)
    }

    @Test func aFewFetchesRunAtOnce_theMostWantedFirst_andTheNextStartsWhenOneEnds() async throws {
        // given
        let picture = try #require(Self.picture)
        let useCase = SuspendingPosterImageUseCase()
        let loader = makeLoader(useCase, concurrentFetches: 2)
        // when
        loader.show(paths: ["/focused.jpg", "/next.jpg", "/far.jpg"])
        // then
        #expect(await useCase.waitUntil { requests, _ in requests.count == 2 })
        #expect(useCase.requests.sorted() == ["/focused.jpg", "/next.jpg"])
        #expect(loader.isPending(path: "/far.jpg"), "queued counts as on its way")
        useCase.answer("/focused.jpg", with: .success(picture))
        #expect(await useCase.waitUntil { requests, _ in requests.contains("/far.jpg") })
        useCase.answer("/next.jpg", with: .success(picture))
        useCase.answer("/far.jpg", with: .success(picture))
        await loader.waitUntilIdle()
        #expect(loader.keptCount == 3)
    }

    @Test func theMemoryCacheIsBounded_oldestFirst_andScrollingBackFetchesWhatItDropped() async throws {
        // given: room for three
        let picture = try #require(Self.picture)
        let useCase = SuspendingPosterImageUseCase(answerAtOnce: .success(picture))
        let loader = makeLoader(useCase, capacity: 3)
        // when: five posters shown one after another
        for index in 1...5 {
            loader.show(paths: ["/\(index).jpg"])
            await loader.waitUntilIdle()
        }
        // then
        #expect(loader.keptCount == 3)
        #expect(loader.poster(path: "/1.jpg") == nil && loader.poster(path: "/2.jpg") == nil)
        #expect(loader.poster(path: "/3.jpg") != nil && loader.poster(path: "/5.jpg") != nil)
        // and: a kept one comes at once, a dropped one is fetched again
        loader.show(paths: ["/5.jpg", "/1.jpg"])
        await loader.waitUntilIdle()
        #expect(useCase.requests == ["/1.jpg", "/2.jpg", "/3.jpg", "/4.jpg", "/5.jpg", "/1.jpg"])
    }

    @Test func postersOnScreen_stayEvenPastTheBound() async throws {
        // given: room for two, four on screen
        let picture = try #require(Self.picture)
        let useCase = SuspendingPosterImageUseCase(answerAtOnce: .success(picture))
        let loader = makeLoader(useCase, capacity: 2)
        // when
        loader.show(paths: ["/1.jpg", "/2.jpg", "/3.jpg", "/4.jpg"])
        await loader.waitUntilIdle()
        // then: none is dropped only to be fetched again
        #expect(loader.keptCount == 4)
        #expect(useCase.requests.count == 4)
        // and: once they leave the screen, the bound holds again
        loader.show(paths: ["/5.jpg"])
        await loader.waitUntilIdle()
        #expect(loader.keptCount == 2)
        #expect(loader.poster(path: "/5.jpg") != nil)
    }

    @Test func aPosterThatCouldNotBeHad_isNotAskedForAgain_untilFailuresAreForgotten() async {
        // given
        let useCase = SuspendingPosterImageUseCase(answerAtOnce: .failure(.notConnected(detail: nil)))
        let loader = makeLoader(useCase)
        loader.show(paths: ["/x.jpg"])
        await loader.waitUntilIdle()
        // when: scrolled away and back
        loader.show(paths: [])
        loader.show(paths: ["/x.jpg"])
        await loader.waitUntilIdle()
        // then
        #expect(useCase.requests == ["/x.jpg"])
        // when: a refresh
        loader.forgetFailures()
        await loader.waitUntilIdle()
        // then
        #expect(useCase.requests == ["/x.jpg", "/x.jpg"])
    }
}
