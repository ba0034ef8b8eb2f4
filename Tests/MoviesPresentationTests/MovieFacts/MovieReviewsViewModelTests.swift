import MoviesDomain
import MoviesPresentation
import Testing

struct MovieReviewsViewModelTests {
    @Test func aReview_showsAuthorRatingDateAndItsTextWithoutMarkdown() {
        // given
        let page = ReviewsPage(page: 2, totalPages: 2, totalResults: 23, reviews: [
            MovieReview(
                author: "Jane", authorRating: 8, createdAt: Timestamp(secondsSince1970: 1_624_406_400),
                content: "**Great** film, see [the site](https://example.com).\r\n\r\n\r\nSecond _part_."
            ),
            MovieReview(author: "Sam", authorRating: 7.5, content: "Fine."),
            MovieReview(author: "Kim", authorRating: .nan, content: "No rating."),
        ])
        // when
        let lines = MovieReviewsViewModel(page).plainTextLines { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        // then
        #expect(lines == [
            "Reviews 21–23 of 23 (page 2 of 2; --page for more)",
            "",
            "21. Jane · 8/10 · 2021-06-23",
            "   Great film, see the site.",
            "",
            "   Second part.",
            "",
            "22. Sam · 7.5/10",
            "   Fine.",
            "",
            "23. Kim",
            "   No rating.",
        ])
    }

    @Test func noReviews_isOneSentence() {
        // given / when
        let lines = MovieReviewsViewModel(ReviewsPage(page: 1, totalPages: 0, totalResults: 0, reviews: [])).plainTextLines { [$0] }
        // then
        #expect(lines == ["TMDB's users have not reviewed this film."])
    }
}
