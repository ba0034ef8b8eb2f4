#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MoviesCatalogueResources

/// The films, people and collections of the embedded catalogue, decoded once and looked up by id.
public struct MovieCatalogue: Sendable {
    /// The `version` of `catalogue.json` this build reads.
    public static let supportedVersion = 2

    /// Every film, in file order.
    public let movies: [CatalogueMovie]
    /// Every person the catalogue says more about than a name in a credit.
    public let people: [CataloguePerson]
    public let collections: [CatalogueCollection]
    private let indexByID: [Int: Int]
    private let personIndexByName: [String: Int]
    private let personIndexByID: [Int: Int]
    private let collectionIndexByID: [Int: Int]

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
        let people = file.people ?? []
        let collections = file.collections ?? []
        indexByID = try Self.uniqueIndex(file.movies.map(\.id), duplicate: MovieCatalogueError.duplicateID)
        personIndexByName = try Self.uniqueIndex(people.map(\.name), duplicate: MovieCatalogueError.duplicatePersonName)
        personIndexByID = try Self.uniqueIndex(
            people.enumerated().compactMap { index, person in person.id.map { (index, $0) } },
            duplicate: MovieCatalogueError.duplicatePersonID
        )
        collectionIndexByID = try Self.uniqueIndex(collections.map(\.id), duplicate: MovieCatalogueError.duplicateCollectionID)
        if let orphan = file.movies.lazy.compactMap(\.collectionID).first(where: { [collectionIndexByID] in collectionIndexByID[$0] == nil }) {
            throw MovieCatalogueError.unknownCollection(orphan)
        }
        self.movies = file.movies
        self.people = people
        self.collections = collections
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

    /// The entry for the person called `name`, if the catalogue has one.
    public func person(named name: String) -> CataloguePerson? {
        personIndexByName[name].map { people[$0] }
    }

    /// The person with TMDB id `id`, if the catalogue links one.
    public func person(withID id: Int) -> CataloguePerson? {
        personIndexByID[id].map { people[$0] }
    }

    /// The collection with TMDB id `id`, if the catalogue holds it.
    public func collection(withID id: Int) -> CatalogueCollection? {
        collectionIndexByID[id].map { collections[$0] }
    }

    private static func uniqueIndex<Key: Hashable>(
        _ keys: [Key],
        duplicate: (Key) -> MovieCatalogueError
    ) throws -> [Key: Int] {
        try uniqueIndex(Array(keys.enumerated()), duplicate: duplicate)
    }

    private static func uniqueIndex<Key: Hashable>(
        _ pairs: [(offset: Int, element: Key)],
        duplicate: (Key) -> MovieCatalogueError
    ) throws -> [Key: Int] {
        var index: [Key: Int] = [:]
        index.reserveCapacity(pairs.count)
        for (position, key) in pairs {
            guard index.updateValue(position, forKey: key) == nil else { throw duplicate(key) }
        }
        return index
    }

    private struct CatalogueFile: Decodable {
        let version: Int
        let movies: [CatalogueMovie]
        let people: [CataloguePerson]?
        let collections: [CatalogueCollection]?
    }
}
