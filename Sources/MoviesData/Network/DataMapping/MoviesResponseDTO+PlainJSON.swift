#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension MoviesResponseDTO {
    /// The page `data` holds, read by `PlainJSONReader` with the same lenient
    /// rules as `init(from:)`; `nil` whenever that reader gives up or a value
    /// could be read two ways (a genre id written as a fraction), and for what
    /// is not a page, where `JSONDecoder` says why.
    init?(plainJSON data: Data) {
        guard let value = data.withUnsafeBytes({ PlainJSONReader.value(of: $0.bindMemory(to: UInt8.self)) }),
              case .object(let members) = value, members["page"] != nil
        else { return nil }
        var movies: [MovieDTO] = []
        var skipped = 0
        switch members["results"] {
        case nil, .null?:
            break
        case .array(let elements)?:
            for element in elements {
                switch MovieDTO.read(plainJSON: element) {
                case .movie(let movie): movies.append(movie)
                case .unreadable: skipped += 1
                case .null: continue
                case .undecided: return nil
                }
            }
        default:
            return nil
        }
        let page = PlainJSONLeniency.int(members["page"]) ?? 1
        self.init(
            page: page,
            totalPages: PlainJSONLeniency.int(members["total_pages"]) ?? page,
            totalResults: PlainJSONLeniency.int(members["total_results"]) ?? movies.count,
            movies: movies,
            skippedCount: skipped
        )
    }
}
