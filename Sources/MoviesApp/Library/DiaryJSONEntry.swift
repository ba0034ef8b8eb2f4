import MoviesData
import MoviesDomain

/// One viewing as `movies diary --json` prints it: the film's id, title and
/// year beside everything the viewing holds.
struct DiaryJSONEntry: Encodable {
    let id: Int
    let title: String
    let year: Int?
    let date: String
    let rating: Double?
    let rewatch: Bool
    let tags: [String]
    let review: String?

    init(_ entry: DiaryEntry) {
        id = entry.film.id
        title = entry.film.title
        year = entry.film.year
        date = entry.viewing.date.description
        rating = entry.viewing.rating?.stars
        rewatch = entry.viewing.isRewatch
        tags = entry.viewing.tags
        review = entry.viewing.review
    }
}
