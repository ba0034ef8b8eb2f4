/// TMDB's numeric movie genre ids, which lists carry instead of names.
enum CatalogueGenres {
    static let idsByName: [String: Int] = [
        "Action": 28, "Adventure": 12, "Animation": 16, "Comedy": 35, "Crime": 80,
        "Documentary": 99, "Drama": 18, "Family": 10751, "Fantasy": 14, "History": 36,
        "Horror": 27, "Music": 10402, "Mystery": 9648, "Romance": 10749,
        "Science Fiction": 878, "TV Movie": 10770, "Thriller": 53, "War": 10752, "Western": 37,
    ]

    /// The ids of `names`, skipping names TMDB does not use.
    static func ids(for names: [String]) -> [Int] {
        names.compactMap { idsByName[$0] }
    }
}
