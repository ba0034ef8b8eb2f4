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
              case .page(let page) = Self.read(plainJSON: value)
        else { return nil }
        self = page
    }

    /// What a value read by `PlainJSONReader` is, as `init(from:)` reads it.
    enum PlainRead {
        case page(MoviesResponseDTO)
        /// What `init(from:)` throws on: not an object, no `page`, `results` not a list.
        case notAPage
        /// Only `JSONDecoder` can say (a genre id written with a fraction).
        case undecided
    }

    static func read(plainJSON value: PlainJSONValue) -> PlainRead {
        guard case .object(let members) = value, members["page"] != nil else { return .notAPage }
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
                case .undecided: return .undecided
                }
            }
        default:
            return .notAPage
        }
        let page = PlainJSONLeniency.int(members["page"]) ?? 1
        return .page(MoviesResponseDTO(
            page: page,
            totalPages: PlainJSONLeniency.int(members["total_pages"]) ?? page,
            totalResults: PlainJSONLeniency.int(members["total_results"]) ?? movies.count,
            movies: movies,
            skippedCount: skipped
        ))
    }
}
