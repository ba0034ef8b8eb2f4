import MoviesDomain
import Testing

/// The use cases over a repository that answers from memory.
struct FactsUseCasesTests {
    @Test func theProvidersOfARegion_comeFromTheFilmsOffers() async throws {
        // given
        let repository = FactsRepositoryStub()
        repository.providers = WatchProviders(regions: ["GB": RegionWatchOffers(offers: [.stream: [WatchProvider(id: 8, name: "Netflix")]])])
        let useCase = DefaultFetchWatchProvidersUseCase(repository: repository)
        let gb = try #require(WatchRegion(code: "GB", origin: .flag))
        let jp = try #require(WatchRegion(code: "JP", origin: .flag))

        // when
        let inGB = try await Self.values(useCase.execute(movieID: 1, region: gb, policy: .automatic))
        let inJP = try await Self.values(useCase.execute(movieID: 1, region: jp, policy: .automatic))

        // then
        #expect(inGB == [.offered(RegionOffering(region: gb, link: nil, sections: [WatchOfferSection(kind: .stream, providers: [WatchProvider(id: 8, name: "Netflix")])]))])
        #expect(inJP == [.notInRegion(jp, regionsWithOffers: [RegionName(code: "GB")])])
    }

    @Test func aReviewsPagePastTheLast_isOutOfRange_butPageOneWithoutReviewsIsAnEmptyPage() async throws {
        // given
        let repository = FactsRepositoryStub()
        repository.reviews = ReviewsPage(page: 1, totalPages: 0, totalResults: 0, reviews: [])
        let useCase = DefaultFetchMovieReviewsUseCase(repository: repository)

        // when
        let first = try await Self.values(useCase.execute(movieID: 1, page: 1, policy: .automatic))

        // then
        #expect(first.first?.reviews.isEmpty == true)
        await #expect(throws: MoviesRepositoryError.pageOutOfRange(requested: 3, lastPage: 1)) {
            _ = try await Self.values(useCase.execute(movieID: 1, page: 3, policy: .automatic))
        }
    }

    @Test func providerNames_resolveAgainstTheRegionsList_unknownOnesNamingTheClosest() async throws {
        // given
        let repository = FactsRepositoryStub()
        repository.serviceList = [WatchProvider(id: 1796, name: "Netflix Standard with Ads"), WatchProvider(id: 8, name: "Netflix"), WatchProvider(id: 2, name: "Apple TV")]
        let useCase = DefaultResolveWatchProvidersUseCase(repository: repository)
        let gb = try #require(WatchRegion(code: "GB", origin: .flag))

        // when
        let found = try await useCase.execute(names: ["NETFLIX", "apple tv", "netflix"], region: gb, policy: .automatic)

        // then
        #expect(found.map(\.id) == [8, 2])
        #expect(repository.askedRegions == ["GB"])
        await #expect(throws: NameResolutionError.unknown(name: "Hulu", kind: .watchProvider(region: "GB"), closest: ["Netflix", "Apple TV", "Netflix Standard with Ads"])) {
            _ = try await useCase.execute(names: ["Hulu"], region: gb, policy: .automatic)
        }
    }

    @Test func keywordIDs_needNoRequest_andNamesAreSearched() async throws {
        // given
        let repository = FactsRepositoryStub()
        repository.keywordResults = [Keyword(id: 9673, name: "lucid dream"), Keyword(id: 849, name: "dream"), Keyword(id: 3227, name: "dream within a dream")]
        let useCase = DefaultResolveKeywordsUseCase(repository: repository)

        // when
        let byID = try await useCase.execute(terms: ["4565"], policy: .automatic)
        let byName = try await useCase.execute(terms: ["Dream"], policy: .automatic)

        // then
        #expect(byID == [Keyword(id: 4565, name: "4565")])
        #expect(byName == [Keyword(id: 849, name: "dream")])
        #expect(repository.keywordQueries == ["Dream"])
        await #expect(throws: NameResolutionError.ambiguous(name: "lucid", kind: .keyword, candidates: ["lucid dream", "lucid dreaming"])) {
            repository.keywordResults = [Keyword(id: 1, name: "lucid dream"), Keyword(id: 2, name: "lucid dreaming")]
            _ = try await useCase.execute(terms: ["lucid"], policy: .automatic)
        }
    }

    private static func values<Value>(_ stream: AsyncThrowingStream<Fetched<Value>, any Error>) async throws -> [Value] {
        var values: [Value] = []
        for try await fetched in stream { values.append(fetched.value) }
        return values
    }
}
