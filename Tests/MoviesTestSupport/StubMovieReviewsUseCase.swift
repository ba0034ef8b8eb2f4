public import MoviesDomain
import Synchronization

/// Answers page N of any film's reviews with the N-th page given (live), or
/// `pageOutOfRange` past the last; records the pages asked for.
public final class StubMovieReviewsUseCase: FetchMovieReviewsUseCase {
    private let pages: [ReviewsPage]
    private let asked = Mutex<[Int]>([])

    public init(pages: [ReviewsPage]) {
        self.pages = pages
    }

    /// The pages asked for, in order.
    public var askedPages: [Int] { asked.withLock { $0 } }

    public func execute(movieID: Movie.Identifier, page: Int, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<ReviewsPage>, any Error> {
        asked.withLock { $0.append(page) }
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Fetched<ReviewsPage>.self)
        if pages.indices.contains(page - 1) {
            continuation.yield(Fetched(value: pages[page - 1], origin: .live))
            continuation.finish()
        } else {
            continuation.finish(throwing: MoviesRepositoryError.pageOutOfRange(requested: page, lastPage: pages.count))
        }
        return stream
    }
}
