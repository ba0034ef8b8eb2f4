import MoviesPresentation
import MoviesUI

/// `movies videos --json`: trailers, then teasers, then the rest, each with
/// type, name, site, date and the page that plays it (`null` for sites not
/// played here).
struct JSONMovieVideosOutput: Encodable {
    let id: Int
    let videos: [Video]
    let source: JSONDataSourceOutput

    struct Video: Encodable {
        let type: String
        let name: String
        let site: String
        let date: String?
        let official: Bool
        let url: String?
    }

    init(id: Int, viewModel: MovieVideosViewModel, origin: DataOriginViewModel) {
        self.id = id
        videos = viewModel.items.map {
            Video(type: $0.type, name: $0.name, site: $0.site, date: $0.date, official: $0.isOfficial, url: $0.playableURL)
        }
        source = JSONDataSourceOutput(origin: origin)
    }
}
