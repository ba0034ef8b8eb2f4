public import MoviesDomain

/// What `a` needs of your lists: their names for the picker, making one,
/// and putting a film on one.
public struct FilmListsControls: Sendable {
    public let fetch: any FetchFilmListsUseCase
    public let manage: any ManageFilmListsUseCase
    public let edit: any EditFilmListUseCase

    public init(fetch: any FetchFilmListsUseCase, manage: any ManageFilmListsUseCase, edit: any EditFilmListUseCase) {
        self.fetch = fetch
        self.manage = manage
        self.edit = edit
    }
}
