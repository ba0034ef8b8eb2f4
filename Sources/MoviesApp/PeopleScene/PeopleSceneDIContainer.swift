import MoviesData
import MoviesDomain
import MoviesPresentation
import MoviesUI

/// Makes the use cases, view models and screens of the people scene:
/// searches for people and a person's screen.
@MainActor
final class PeopleSceneDIContainer: PeopleFlowCoordinatorDependencies {
    struct Dependencies {
        let tmdbDataSource: TMDBDataSource
        let loadSettings: LoadSettings
        /// `nil` when the screens show no pictures.
        let posters: ScenePosters?
        let screens: SceneScreens
    }

    private let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    // MARK: - Use cases

    func makeSearchPeopleUseCase() -> any SearchPeopleUseCase {
        DefaultSearchPeopleUseCase(peopleRepository: makePeopleRepository())
    }

    func makeFetchPersonDetailsUseCase() -> any FetchByIDUseCase<Person.Identifier, PersonDetails> {
        let repository = makePeopleRepository()
        return RepositoryFetchByIDUseCase { repository.fetchPerson(id: $0, policy: $1) }
    }

    private func makePeopleRepository() -> any PeopleRepository {
        DefaultPeopleRepository(source: dependencies.tmdbDataSource)
    }

    // MARK: - Screens

    func makePeopleListScreen(query: String?, page: Int, actions: PeopleListViewModelActions) -> any MoviesScreen {
        let viewModel = DefaultPeopleListViewModel(
            searchPeopleUseCase: makeSearchPeopleUseCase(), query: query, page: page, actions: actions, settings: dependencies.loadSettings
        )
        return PeopleListScreen(viewModel: viewModel, theme: dependencies.screens.theme, startsEditing: dependencies.screens.isInteractive)
    }

    func makePersonScreen(id: Person.Identifier, name: String?, actions: PersonViewModelActions) -> any MoviesScreen {
        let viewModel = DefaultPersonViewModel(
            id: id,
            name: name,
            fetchPersonDetailsUseCase: makeFetchPersonDetailsUseCase(),
            actions: actions,
            settings: dependencies.loadSettings,
            fetchPictureUseCase: dependencies.posters?.makeFetchPosterImageUseCase(),
            pictureWidth: dependencies.posters?.pixelWidth
        )
        return PersonScreen(viewModel: viewModel, theme: dependencies.screens.theme, libraryControls: dependencies.screens.makeLibraryControls())
    }

    // MARK: - Flow coordinators

    func makePeopleFlowCoordinator(
        navigator: MoviesScreenNavigator,
        routes: AppRoutes
    ) -> PeopleFlowCoordinator<PeopleSceneDIContainer, MoviesScreenNavigator> {
        PeopleFlowCoordinator(navigator: navigator, dependencies: self, routes: routes)
    }
}
