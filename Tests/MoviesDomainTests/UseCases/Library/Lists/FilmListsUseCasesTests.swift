@testable import MoviesDomain
import Testing

struct FilmListsUseCasesTests {
    private static let heat = Movie(id: 949, title: "Heat", originalTitle: "Heat", releaseDate: ReleaseDate(year: 1995, month: 12, day: 15))

    @Test func aNameIsKeptTrimmedWithSingleSpaces_andItsKeyIgnoresCase() throws {
        #expect(try FilmListName.cleaned("  Top   10\u{2003}Films ") == "Top 10 Films")
        #expect(FilmListName.key("TOP 10  films") == FilmListName.key("top 10 Films"))
        #expect(FilmListName.key("Amélie") == FilmListName.key("AME\u{301}LIE"))
        #expect(FilmListName.key("Amélie") != FilmListName.key("Amelie"), "accents make another name")
    }

    @Test(arguments: [
        ("   ", FilmListName.Problem.empty),
        ("a\nb", .controlCharacters),
        ("\u{1B}[31mRed", .controlCharacters),
        (String(repeating: "x", count: 101), .tooLong(length: 101)),
    ])
    func aNameThatCannotNameAList_isRefusedBeforeTheLibraryIsAsked(name: String, problem: FilmListName.Problem) async throws {
        // given
        let repository = RecordingFilmListsRepository()
        let manage = DefaultManageFilmListsUseCase(repository: repository, clock: FixedLibraryClock())

        // when / then
        await #expect(throws: FilmListError.invalidName(problem)) { _ = try await manage.create(name: name, description: nil, isRanked: false) }
        await #expect(throws: FilmListError.invalidName(problem)) { _ = try await manage.rename("Old", to: name) }
        #expect(repository.calls.isEmpty)
    }

    @Test func creatingAndRenaming_keepTheCleanedName_andTheClocksTime() async throws {
        // given
        let repository = RecordingFilmListsRepository()
        let manage = DefaultManageFilmListsUseCase(repository: repository, clock: FixedLibraryClock())

        // when
        let created = try await manage.create(name: " Noir  classics ", description: "Shadows.", isRanked: true)
        let renamed = try await manage.rename("noir classics", to: "Film  noir")

        // then
        #expect(created == "Noir classics")
        #expect(renamed.old == "Noir classics" && renamed.new == "Film noir")
        let list = try #require(try await repository.filmList(named: "FILM NOIR").value)
        #expect(list.createdAt == FixedLibraryClock().now() && list.isRanked && list.description == "Shadows.")
    }

    @Test func addingToAnUnknownList_isSaidBeforeTheFilmIsFetched() async throws {
        // given
        let details = DetailsStub([Self.heat])
        let edit = DefaultEditFilmListUseCase(movieDetailsRepository: details, libraryRepository: InMemoryLibraryRepository(), repository: RecordingFilmListsRepository())

        // when / then
        await #expect(throws: FilmListError.unknownList(name: "Westerns")) { _ = try await edit.add(id: 949, to: "Westerns", note: nil) }
        #expect(details.requestCount == 0)
    }

    @Test func aFilmIsAddedAsTheLibraryKeepsIt_once_andAnEmptyNoteClearsTheNote() async throws {
        // given
        let repository = RecordingFilmListsRepository([FilmList(name: "Heists", createdAt: FixedLibraryClock().now())])
        let edit = DefaultEditFilmListUseCase(movieDetailsRepository: DetailsStub([Self.heat]), libraryRepository: InMemoryLibraryRepository(), repository: repository)

        // when
        let first = try await edit.add(id: 949, to: "heists", note: "The diner.")
        let second = try await edit.add(id: 949, to: "heists", note: nil)
        let cleared = try await edit.setNote("  ", of: 949, in: "HEISTS")

        // then
        #expect(first == FilmListAddition(list: "Heists", film: LibraryFilm(movie: Self.heat), wasAdded: true))
        #expect(!second.wasAdded)
        #expect(cleared == FilmListChange(list: "Heists", film: LibraryFilm(movie: Self.heat)))
        #expect(repository.calls.last == "note 949 HEISTS nil")
        #expect(try await repository.filmList(named: "heists").value?.entries == [FilmListEntry(film: LibraryFilm(movie: Self.heat))])
    }

    @Test func severalFilms_areAddedInTheOrderGiven_andOneThatCannotBeFetchedChangesNothing() async throws {
        // given
        let knight = Movie(id: 155, title: "The Dark Knight", releaseDate: ReleaseDate(year: 2008, month: 7, day: 16))
        let repository = RecordingFilmListsRepository([FilmList(name: "Heists", createdAt: FixedLibraryClock().now())])
        let edit = DefaultEditFilmListUseCase(movieDetailsRepository: DetailsStub([Self.heat, knight]), libraryRepository: InMemoryLibraryRepository(), repository: repository)

        // when: one film of three is not there
        await #expect(throws: FilmFetchError.self) { _ = try await edit.add(ids: [155, 404, 949], to: "Heists", note: nil) }
        // then: none was added
        #expect(try await repository.filmList(named: "Heists").value?.entries == [])

        // when: two that are
        let additions = try await edit.add(ids: [155, 949], to: "heists", note: nil)
        // then: both, in that order
        #expect(additions.map(\.film.id) == [155, 949] && additions.allSatisfy(\.wasAdded))
        #expect(try await repository.filmList(named: "Heists").value?.entries.map(\.film.id) == [155, 949])
    }

    @Test func fetchingAnUnknownList_isSaid() async throws {
        // given
        let fetch = DefaultFetchFilmListsUseCase(repository: RecordingFilmListsRepository())

        // when / then
        await #expect(throws: FilmListError.unknownList(name: "Nope")) { _ = try await fetch.list(named: "Nope") }
    }
}
