/// What the person screen tells its view model.
@MainActor
public protocol PersonViewModelInput: ScreenViewModelInput {
    func viewDidLoad()
    /// Narrows the filmography to the next department, then back to all.
    func didCycleDepartment()
    /// Opens the film of shown row `index`.
    func didSelectCredit(at index: Int)
}

/// What the person screen observes.
@MainActor
public protocol PersonViewModelOutput: LoadingViewModelOutput {
    var content: Observable<PersonContentViewModel> { get }
    /// The department the filmography is narrowed to; `nil` for all.
    var department: Observable<String?> { get }
    /// The profile picture once it arrived; stays `nil` when pictures are off
    /// or none could be had (never an error on screen).
    var picture: Observable<PosterViewModel?> { get }
    /// Whether details arrived (cached or fresh), not only the name.
    var hasFetchedDetails: Bool { get }
    /// The rows of the filmography as shown (narrowed to `department`).
    var shownCredits: [PersonCreditItemViewModel] { get }
}

/// A person view model, as the view sees it.
public typealias PersonViewModel = PersonViewModelInput & PersonViewModelOutput
