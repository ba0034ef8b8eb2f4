public import MoviesDomain

/// What the videos screen tells its view model.
@MainActor
public protocol MovieVideosListViewModelInput: ScreenViewModelInput {
    /// Fetches the film's videos (they come with its details).
    func viewDidLoad()
    /// Plays video `index` of `videos.items`, when its site is played here.
    func didSelectVideo(at index: Int)
}

/// What the videos screen shows.
@MainActor
public protocol MovieVideosListViewModelOutput: LoadingViewModelOutput {
    /// The film the videos are of.
    var movieID: Movie.Identifier { get }
    var title: String { get }
    /// Trailers, then teasers, then the rest; `nil` until they come.
    var videos: Observable<MovieVideosViewModel?> { get }
    /// What playing the last video started, for the status line.
    var notice: Observable<String?> { get }
}

/// The videos of one film.
public typealias MovieVideosListViewModel = MovieVideosListViewModelInput & MovieVideosListViewModelOutput
