/// Why the embedded catalogue could not be used.
public enum MovieCatalogueError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The JSON did not decode; `detail` says where.
    case malformed(detail: String)
    /// The file is from a format this build does not read.
    case unsupportedVersion(Int)
    /// Two films share one id, so lookups by id would be ambiguous.
    case duplicateID(Int)

    public var description: String {
        switch self {
        case .malformed(let detail): "The embedded catalogue is malformed: \(detail)"
        case .unsupportedVersion(let version): "The embedded catalogue has unsupported version \(version)."
        case .duplicateID(let id): "The embedded catalogue lists the film \(id) twice."
        }
    }
}
