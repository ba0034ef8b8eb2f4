public import MoviesDomain

/// The people scene as the app's route table reaches it.
@MainActor
public protocol PeopleSceneFlow<Screen>: AnyObject {
    associatedtype Screen

    /// A search for people from `page`; `nil` opens an empty one.
    func makePeopleListScreen(query: String?, page: Int) -> Screen
    /// A person's screen, named (when known) before their details arrive.
    func makePersonScreen(id: Person.Identifier, name: String?) -> Screen
}
