import MoviesPresentation

/// `movies people --json`: one page of people and where it came from.
struct JSONPeoplePageOutput: Encodable, Sendable {
    let query: String
    let page: Int
    let totalPages: Int
    let totalResults: Int
    let source: JSONDataSourceOutput?
    let results: [JSONPersonListItemOutput]

    private enum CodingKeys: String, CodingKey {
        case query, page, source, results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }
}

/// One person of a search, with TMDB's field names (`known_for` holds titles).
struct JSONPersonListItemOutput: Encodable, Sendable {
    let id: Int
    let name: String
    let knownForDepartment: String?
    let knownFor: [String]

    init(_ item: PeopleListItemViewModel) {
        id = item.id
        name = item.name
        knownForDepartment = item.knownForDepartment
        knownFor = item.knownFor
    }

    private enum CodingKeys: String, CodingKey {
        case id, name
        case knownForDepartment = "known_for_department"
        case knownFor = "known_for"
    }
}
