/// What a screen holds before its body: its view model and the scaffold
/// every screen shares (made from the theme and, where a screen shows
/// films, the library keys' view model). A screen subclasses it with its
/// view model's type and gives its body and its own keys, as the library's
/// row screens do with `LibraryRowsScreen`.
@MainActor
public class ViewModelScreen<ViewModel> {
    let viewModel: ViewModel
    public let scaffold: ScreenScaffold

    init(viewModel: ViewModel, scaffold: ScreenScaffold) {
        self.viewModel = viewModel
        self.scaffold = scaffold
    }

    var theme: MoviesTheme { scaffold.theme }
    /// The library keys on the film the body has in focus.
    var libraryKeys: FilmLibraryKeys { scaffold.libraryKeys }
}
