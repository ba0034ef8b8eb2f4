public import MoviesDomain

/// One of your lists, in the words a row shows.
public struct FilmListsItemViewModel: Equatable, Sendable {
    public let name: String
    /// `3 films`, `1 film`, `empty`; `, ranked` for a ranking.
    public let summary: String
    /// The list's description, or empty.
    public let description: String

    public init(list: FilmListSummary) {
        name = list.name
        let count = switch list.filmCount {
        case 0: "empty"
        case 1: "1 film"
        default: "\(list.filmCount) films"
        }
        summary = list.isRanked ? count + ", ranked" : count
        description = list.description ?? ""
    }
}
