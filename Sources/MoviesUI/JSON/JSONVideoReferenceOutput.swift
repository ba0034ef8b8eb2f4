import MoviesPresentation

/// The trailer in `movies details --json`.
struct JSONVideoReferenceOutput: Encodable, Sendable {
    let type: String
    let name: String
    let site: String
    let url: String?

    init(_ item: MovieVideoItemViewModel) {
        type = item.type
        name = item.name
        site = item.site
        url = item.playableURL
    }
}
