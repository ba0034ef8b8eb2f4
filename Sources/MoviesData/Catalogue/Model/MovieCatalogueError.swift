/// Why the embedded catalogue could not be used.
public enum MovieCatalogueError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The JSON did not decode; `detail` says where.
    case malformed(detail: String)
    /// The file is from a format this build does not read.
    case unsupportedVersion(Int)
    /// Two films share one id, so lookups by id would be ambiguous.
    case duplicateID(Int)
    /// Two people entries share one name, so credits could not say which one they mean.
    case duplicatePersonName(String)
    /// Two names share one person id, so `person/{id}` would be ambiguous.
    case duplicatePersonID(Int)
    /// Two collections share one id.
    case duplicateCollectionID(Int)
    /// A film names a collection the catalogue does not describe.
    case unknownCollection(Int)

    public var description: String {
        switch self {
        case .malformed(let detail): "The embedded catalogue is malformed: \(detail)"
        case .unsupportedVersion(let version): "The embedded catalogue has unsupported version \(version)."
        case .duplicateID(let id): "The embedded catalogue lists the film \(id) twice."
        case .duplicatePersonName(let name): "The embedded catalogue describes \(name) twice."
        case .duplicatePersonID(let id): "The embedded catalogue gives the person id \(id) to two names."
        case .duplicateCollectionID(let id): "The embedded catalogue lists the collection \(id) twice."
        case .unknownCollection(let id): "The embedded catalogue refers to the collection \(id) without describing it."
        }
    }
}
