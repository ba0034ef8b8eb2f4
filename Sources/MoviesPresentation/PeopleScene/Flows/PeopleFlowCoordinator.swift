import MoviesDomain

/// Owns navigation of the people scene: searches for people and a person's
/// screen. A film of a filmography, or a search for films, belongs to the
/// movies scene and is reached through `routes`.
@MainActor
public final class PeopleFlowCoordinator<Dependencies, Navigator>: SceneFlow
where Dependencies: PeopleFlowCoordinatorDependencies,
      Navigator: SceneNavigator,
      Navigator.Screen == Dependencies.Screen {
    private weak var navigator: Navigator?
    private let dependencies: Dependencies
    private let routes: AppRoutes

    public init(navigator: Navigator, dependencies: Dependencies, routes: AppRoutes = .none) {
        self.navigator = navigator
        self.dependencies = dependencies
        self.routes = routes
    }

    public func makeScreen(for destination: AppDestination) -> Navigator.Screen? {
        switch destination {
        case .peopleSearch(let query, let page): return makePeopleListScreen(query: query, page: page)
        case .person(let id, let name): return makePersonScreen(id: id, name: name)
        default: return nil
        }
    }

    private func makePeopleListScreen(query: String?, page: Int) -> Navigator.Screen {
        let routes = routes
        let actions = PeopleListViewModelActions(
            showPerson: { [weak self] person in self?.push(self?.makePersonScreen(id: person.id, name: person.name)) },
            // Tab swaps the search in place: films and people are two views of one search.
            showMovieSearch: { text in
                let query = MovieQuery(text: text)
                routes.replace(.search(text.allSatisfy(\.isWhitespace) ? nil : query))
            },
            close: { [weak self] in self?.navigator?.pop() }
        )
        return dependencies.makePeopleListScreen(query: query, page: page, actions: actions)
    }

    private func makePersonScreen(id: Person.Identifier, name: String?) -> Navigator.Screen {
        let routes = routes
        let actions = PersonViewModelActions(
            showMovieDetails: { movie in routes.show(.movieDetails(movie)) },
            close: { [weak self] in self?.navigator?.pop() },
            showSearch: { routes.show(.search(nil)) }
        )
        return dependencies.makePersonScreen(id: id, name: name, actions: actions)
    }

    private func push(_ screen: Navigator.Screen?) {
        guard let screen else { return }
        navigator?.push(screen)
    }
}
