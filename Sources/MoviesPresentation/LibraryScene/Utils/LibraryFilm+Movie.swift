import MoviesDomain

extension LibraryFilm {
    /// The film as its details screen opens it: what the library kept of it.
    var movie: Movie {
        Movie(id: id, title: title, originalTitle: originalTitle, releaseDate: nil, posterPath: posterPath)
    }
}
