/// What the genres screen tells its view model.
@MainActor
public protocol GenresViewModelInput: ScreenViewModelInput {
    func viewDidLoad()
    /// Opens the films of genre `index`.
    func didSelectGenre(at index: Int)
}

/// What the genres screen observes.
@MainActor
public protocol GenresViewModelOutput: LoadingViewModelOutput {
    /// The genres, in the server's order.
    var genres: Observable<[GenreItemViewModel]> { get }
}

/// A genres view model, as the view sees it.
public typealias GenresViewModel = GenresViewModelInput & GenresViewModelOutput
