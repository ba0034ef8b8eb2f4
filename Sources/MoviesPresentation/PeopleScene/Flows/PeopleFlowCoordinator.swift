public import MoviesDomain

/// Owns navigation of the people scene: searches for people and a person's
/// screen. A film of a filmography, or a search for films, belongs to the
/// movies scene and is reached through `routes`.
@MainActor
public final class PeopleFlowCoordinator<Dependencies, Navigator>: SceneFlowCoordinator<Dependencies, Navigator>, PeopleSceneFlow
where Dependencies: PeopleFlowCoordinatorDependencies,
      Navigator: SceneNavigator,
      Navigator.Screen == Dependencies.Screen {
    public func makePeopleListScreen(query: String?, page: Int) -> Navigator.Screen {
        let routes = routes
        let actions = PeopleListViewModelActions(
            showPerson: { [weak self] person in
                guard let self else { return }
                self.navigator?.push(self.makePersonScreen(id: person.id, name: person.name))
            },
            // Tab swaps the search in place: films and people are two views of one search.
            showMovieSearch: { text in
                routes.replace(.search(text.allSatisfy(\.isWhitespace) ? nil : MovieQuery(text: text)))
            },
            close: routes.close
        )
        return dependencies.makePeopleListScreen(query: query, page: page, actions: actions)
    }

    public func makePersonScreen(id: Person.Identifier, name: String?) -> Navigator.Screen {
        dependencies.makePersonScreen(id: id, name: name, actions: routes.filmNavigation)
    }
}
