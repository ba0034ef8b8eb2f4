/// What the home screen tells its view model.
@MainActor
public protocol HomeViewModelInput {
    /// Loads every section (each on its own: one failing leaves the others).
    func viewDidLoad()
    /// Asks the server again for every section.
    func didRefresh()
    /// The screen is shown again: the sections read from disk (your lists,
    /// your year in film, recent searches) are read again, as other screens
    /// may have changed them.
    func didAppearAgain()
    /// Opens section `index`.
    func didSelectSection(at index: Int)
    /// Searches films for the text typed in the home screen's field.
    func didSearch(query: String)
    /// Searches people for it (Tab in the field).
    func didSearchPeople(query: String)
}

/// What the home screen observes.
@MainActor
public protocol HomeViewModelOutput {
    var sections: Observable<[HomeSectionViewModel]> { get }
    /// What the status line says: the sections' data source and age, or loading.
    var status: Observable<StatusLineViewModel> { get }
    /// A note for output off a terminal: sections left out and why.
    var note: Observable<String?> { get }
    /// Returns once no section is loading.
    func waitUntilIdle() async
}

/// A home view model, as the view sees it.
public typealias HomeViewModel = HomeViewModelInput & HomeViewModelOutput
