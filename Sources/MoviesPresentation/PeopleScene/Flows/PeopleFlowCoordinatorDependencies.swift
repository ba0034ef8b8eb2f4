public import MoviesDomain

/// The screens the people flow needs, made by the scene DI container.
@MainActor
public protocol PeopleFlowCoordinatorDependencies: AnyObject {
    associatedtype Screen

    /// A search for people from `page`; `nil` opens an empty one, field ready.
    func makePeopleListScreen(query: String?, page: Int, actions: PeopleListViewModelActions) -> Screen
    /// A person's screen, showing `name` (when known) until the details arrive.
    func makePersonScreen(id: Person.Identifier, name: String?, actions: PersonViewModelActions) -> Screen
}
