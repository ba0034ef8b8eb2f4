/// One page of a film's reviews (`movies reviews --page N`, the reviews screen).
public protocol FetchMovieReviewsUseCase: Sendable {
    /// - Throws: `MoviesRepositoryError.pageOutOfRange` for a page past the
    ///   last (page 1 of a film without reviews is an empty page, not an error).
    func execute(movieID: Movie.Identifier, page: Int, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<ReviewsPage>, any Error>
}

public struct DefaultFetchMovieReviewsUseCase: FetchMovieReviewsUseCase {
    private let repository: any MovieFactsRepository

    public init(repository: any MovieFactsRepository) {
        self.repository = repository
    }

    public func execute(movieID: Movie.Identifier, page: Int, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<ReviewsPage>, any Error> {
        repository.fetchReviews(movieID: movieID, page: page, policy: policy).mapValues { reviews in
            guard page <= max(1, reviews.totalPages) else {
                throw MoviesRepositoryError.pageOutOfRange(requested: page, lastPage: max(1, reviews.totalPages))
            }
            return reviews
        }
    }
}
