#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MoviesCatalogueResources

/// The films of the embedded catalogue, decoded once and looked up by id.
public struct MovieCatalogue: Sendable {
    /// The `version` of `catalogue.json` this build reads.
    public static let supportedVersion = 1

    /// Every film, in file order.
    public let movies: [CatalogueMovie]
    private let indexByID: [Int: Int]

    /// Decodes a catalogue in the shape of `catalogue.json`.
    /// - Throws: `MovieCatalogueError`.
    public init(jsonData: Data) throws {
        let file: CatalogueFile
        do {
            file = try JSONDecoder().decode(CatalogueFile.self, from: jsonData)
        } catch {
            throw MovieCatalogueError.malformed(detail: String(describing: error))
        }
        guard file.version == Self.supportedVersion else {
            throw MovieCatalogueError.unsupportedVersion(file.version)
        }
        var indexByID: [Int: Int] = [:]
        for (index, movie) in file.movies.enumerated() {
            guard indexByID.updateValue(index, forKey: movie.id) == nil else {
                throw MovieCatalogueError.duplicateID(movie.id)
            }
        }
        self.movies = file.movies
        self.indexByID = indexByID
    }

    /// The catalogue compiled into the binary.
    /// - Throws: `MovieCatalogueError` if the bundled file is broken.
    public static func embedded() throws -> MovieCatalogue {
        try MovieCatalogue(jsonData: Data(MoviesCatalogueResources.catalogueJSON))
    }

    /// The film with TMDB id `id`, if the catalogue has it.
    public func movie(withID id: Int) -> CatalogueMovie? {
        indexByID[id].map { movies[$0] }
    }

    private struct CatalogueFile: Decodable {
        let version: Int
        let movies: [CatalogueMovie]
    }
}
