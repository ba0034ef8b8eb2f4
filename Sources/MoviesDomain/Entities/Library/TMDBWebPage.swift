/// The address of a film's or a person's page on TMDB's website: what `o`
/// opens and `y` copies.
public enum TMDBWebPage {
    public static let origin = "https://www.themoviedb.org"

    public static func movie(id: Movie.Identifier) -> String {
        "\(origin)/movie/\(id)"
    }

    public static func person(id: Int) -> String {
        "\(origin)/person/\(id)"
    }
}
